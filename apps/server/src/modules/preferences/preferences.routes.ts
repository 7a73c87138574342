import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  emailNoticesBodySchema,
  missedVisitsSettingBodySchema,
  missedVisitsSettingQuerySchema,
  missedVisitsSettingResponseSchema,
  preferencesPaths,
  preferencesResponseSchema,
  publicBookingSettingBodySchema,
  publicBookingSettingResponseSchema,
} from '@tabib/contracts/preferences';
import {
  patientRemindersBodySchema,
  patientRemindersPath,
  patientRemindersResponseSchema,
} from '@tabib/contracts/patient-notices';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

/** Spec 3 section 2, Preferences (paths designed here: the spec names none). Every account kind; the practice's patient settings with the profile's rights. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { preferences, publicBooking } = app.services;
  tagRoutes(app, 'preferences');

  app.get(
    preferencesPaths.get,
    {
      schema: {
        description: 'Designed here (spec: not shown): the e-mail notices of the signed-in account, defaults filled in.',
        operationId: 'getEmailNotices',
        response: { 200: preferencesResponseSchema },
      },
    },
    async (request) => ({ success: true as const, emailNotices: await preferences.emailNotices(actorOf(request).user.id) }),
  );

  app.put(
    preferencesPaths.emailNotices,
    {
      schema: {
        description:
          'Designed here (spec: not shown): the notices sent change, the others keep their value; answers all of them.',
        operationId: 'updateEmailNotices',
        body: emailNoticesBodySchema,
        response: { 200: preferencesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      emailNotices: await preferences.updateEmailNotices(actorOf(request).user.id, request.body.emailNotices),
    }),
  );

  app.put(
    preferencesPaths.password,
    {
      schema: {
        description:
          'Designed here (spec: not shown). 400 currentPasswordInvalid, 400 newPasswordSameAsCurrent. This session stays; every other session of the account ends.',
        operationId: 'changePassword',
        errors: ['currentPasswordInvalid', 'newPasswordSameAsCurrent'],
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    async (request) => {
      await preferences.changePassword(actorOf(request), request.body);
      return { success: true as const, code: 'passwordChanged' as const };
    },
  );

  app.get(
    preferencesPaths.publicBooking,
    {
      schema: {
        description:
          "Designed here (issue 15): whether the practice doctor's public booking page is on, and its address (slug and web path, null until first turned on). Read with the profile's rights.",
        operationId: 'getPublicBookingSetting',
        errors: ['DoctorNotAuthorizedAction'],
        response: { 200: publicBookingSettingResponseSchema },
      },
    },
    async (request) => ({ success: true as const, publicBooking: await publicBooking.setting(actorOf(request).user) }),
  );

  app.put(
    preferencesPaths.publicBooking,
    {
      schema: {
        description:
          "Designed here (issue 15): turns the practice doctor's public booking page on or off (DOC-ALL). The first time it is turned on the page gets its address, which never changes afterwards.",
        operationId: 'updatePublicBookingSetting',
        errors: ['DoctorNotAuthorizedAction'],
        body: publicBookingSettingBodySchema,
        response: { 200: publicBookingSettingResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      publicBooking: await publicBooking.setEnabled(actorOf(request).user, request.body.enabled),
    }),
  );

  app.get(
    patientRemindersPath,
    {
      schema: {
        description:
          "Designed here (issue 15): when the practice doctor's patients are reminded of a booked appointment (the day before at a practice time, and some hours before), defaults filled in. Read with the profile's rights.",
        operationId: 'getPatientReminders',
        errors: ['DoctorNotAuthorizedAction'],
        response: { 200: patientRemindersResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      patientReminders: await preferences.patientReminders(actorOf(request).user),
    }),
  );

  app.put(
    patientRemindersPath,
    {
      schema: {
        description:
          "Designed here (issue 15): replaces the practice doctor's patient reminder settings with the ones sent, both reminders (DOC-ALL); answers them.",
        operationId: 'updatePatientReminders',
        errors: ['DoctorNotAuthorizedAction'],
        body: patientRemindersBodySchema,
        response: { 200: patientRemindersResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      patientReminders: await preferences.updatePatientReminders(actorOf(request).user, request.body.patientReminders),
    }),
  );

  app.get(
    preferencesPaths.missedVisits,
    {
      schema: {
        description:
          'Designed here (issue 22): from how many missed visits the booking form warns about the picked patient, the default filled in. Read by every account of the practice (clinic accounts name the clinic doctor in cqDoctor).',
        operationId: 'getMissedVisitsSetting',
        errors: ['DoctorNotAuthorizedAction'],
        querystring: missedVisitsSettingQuerySchema,
        response: { 200: missedVisitsSettingResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      missedVisits: await preferences.missedVisits(actorOf(request).user, request.query.cqDoctor),
    }),
  );

  app.put(
    preferencesPaths.missedVisits,
    {
      schema: {
        description:
          "Designed here (issue 22): sets from how many missed visits (a whole number from 1 to 20) the booking form warns, for the practice doctor's patients (DOC-ALL); answers the setting.",
        operationId: 'updateMissedVisitsSetting',
        errors: ['DoctorNotAuthorizedAction'],
        body: missedVisitsSettingBodySchema,
        response: { 200: missedVisitsSettingResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      missedVisits: await preferences.updateMissedVisits(actorOf(request).user, request.body.missedVisits),
    }),
  );
};
