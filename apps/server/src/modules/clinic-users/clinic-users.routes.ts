import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clinicDeeplookQuerySchema,
  clinicDeeplookResponseSchema,
  clinicEntityQuerySchema,
  clinicEntityResponseSchema,
  clinicEntityWriteResponseSchema,
  clinicListQuerySchema,
  clinicListResponseSchema,
  clinicStatsResponseSchema,
  clinicUsersPaths,
  deleteClinicDoctorQuerySchema,
  deleteClinicEntityResponseSchema,
  deleteClinicUserQuerySchema,
} from '@tabib/contracts/clinic-users';
import { createClinicEntityBodySchema, updateClinicEntityBodySchema } from '@tabib/contracts/clinic-users-input';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

/** Every call is for the clinic's accounts; the changes for its admin only. */
const refusals = ['notAuthorizedForAction'] as const;
const readers =
  'Every clinic account of the clinic (admin, member, unit); clinic doctors and others get 403 notAuthorizedForAction.';
const adminOnly =
  "The clinic's admin only: other clinic accounts, clinic doctors and others get 403 notAuthorizedForAction. An id of another clinic answers 404 notFound, as an unknown one.";

/** Spec 3 section 7, Clinic: the clinic's users and doctors (/clinic-users). Paths and bodies designed here (docs/api.md). */
export const clinicUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clinicUsers } = app.services;
  tagRoutes(app, 'clinic-users');

  app.get(
    clinicUsersPaths.filtered,
    {
      schema: {
        description: `One page of the clinic's doctors (type doctor: filters speciality and work_status, 'work' meaning online) or of its other accounts (type user), by last then first name; search matches the name or the e-mail address. ${readers}`,
        operationId: 'listClinicEntities',
        errors: [...refusals, 'validationFailed'],
        querystring: clinicListQuerySchema,
        response: { 200: clinicListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await clinicUsers.list(actorOf(request).user, request.query)) }),
  );

  app.get(
    clinicUsersPaths.stats,
    {
      schema: {
        description: `How many doctors (and how many of them online) and other accounts the clinic has, and the quotas of its plan (deleted accounts do not count). ${readers}`,
        operationId: 'getClinicUsersStats',
        errors: [...refusals],
        response: { 200: clinicStatsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, stats: await clinicUsers.stats(actorOf(request).user) }),
  );

  app.get(
    clinicUsersPaths.one,
    {
      schema: {
        description: `One doctor (type doctor) or other account (type user) of the clinic. Another clinic's, a deleted one, or one of the other type: 404 notFound. ${readers}`,
        operationId: 'getClinicEntity',
        errors: [...refusals, 'notFound', 'validationFailed'],
        querystring: clinicEntityQuerySchema,
        response: { 200: clinicEntityResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      entity: await clinicUsers.one(actorOf(request).user, request.query.type, request.query.userId),
    }),
  );

  app.get(
    clinicUsersPaths.deeplook,
    {
      schema: {
        description: `What the clinic's pickers list: type specialities, every speciality (the doctor form); type doctors, the clinic's doctors as the sidebar shows them (filters, doctor pickers). ${readers}`,
        operationId: 'getClinicPickerLists',
        errors: [...refusals, 'validationFailed'],
        querystring: clinicDeeplookQuerySchema,
        response: { 200: clinicDeeplookResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await clinicUsers.deeplook(actorOf(request).user, request.query.type)) }),
  );

  app.post(
    clinicUsersPaths.create,
    {
      config: { idempotent: true },
      schema: {
        description: `Adds a doctor or another account (role admin, member or unit) to the clinic. Its owner gets a one-time password by e-mail, to replace at first sign-in before accepting the terms. Over the plan's quota: 409 clinicQuotaReached; an e-mail address in use: 409 doctorAlreadyExists or userAlreadyExists; an unknown speciality: 400 validationFailed. ${adminOnly}`,
        operationId: 'createClinicEntity',
        errors: [...refusals, 'clinicQuotaReached', 'doctorAlreadyExists', 'userAlreadyExists', 'validationFailed'],
        body: createClinicEntityBodySchema,
        response: { 200: clinicEntityWriteResponseSchema },
      },
    },
    async (request) => {
      const entity = await clinicUsers.create(actorOf(request).user, request.body);
      return {
        success: true as const,
        code: entity.type === 'doctor' ? ('doctorCreated' as const) : ('userCreated' as const),
        entity,
      };
    },
  );

  app.put(
    clinicUsersPaths.update,
    {
      schema: {
        description: `Changes the fields sent of a doctor or other account of the clinic (never its e-mail address). An admin cannot change their own role (403 notAuthorizedForAction). ${adminOnly}`,
        operationId: 'updateClinicEntity',
        errors: [...refusals, 'notFound', 'validationFailed'],
        body: updateClinicEntityBodySchema,
        response: { 200: clinicEntityWriteResponseSchema },
      },
    },
    async (request) => {
      const entity = await clinicUsers.update(actorOf(request).user, request.body);
      return {
        success: true as const,
        code: entity.type === 'doctor' ? ('doctorUpdated' as const) : ('userUpdated' as const),
        entity,
      };
    },
  );

  app.delete(
    clinicUsersPaths.deleteUser,
    {
      schema: {
        description: `Deletes an account of the clinic that is not a doctor (soft delete: its sessions and sockets end at once, its e-mail address is free again). An admin cannot delete their own account (403 notAuthorizedForAction). ${adminOnly}`,
        operationId: 'deleteClinicUser',
        errors: [...refusals, 'notFound', 'validationFailed'],
        querystring: deleteClinicUserQuerySchema,
        response: { 200: deleteClinicEntityResponseSchema },
      },
    },
    async (request) => {
      await clinicUsers.removeUser(actorOf(request).user, request.query.userId);
      return { success: true as const, code: 'userDeleted' as const };
    },
  );

  app.delete(
    clinicUsersPaths.deleteDoctor,
    {
      schema: {
        description: `Deletes a doctor of the clinic (soft delete: its sessions and sockets end at once, its public page closes, its e-mail address is free again). Refused with 409 doctorHasBookedAppointments and their \`count\` while it has BOOKED appointments not over yet: move or cancel them first. ${adminOnly}`,
        operationId: 'deleteClinicDoctor',
        errors: [...refusals, 'notFound', 'doctorHasBookedAppointments', 'validationFailed'],
        querystring: deleteClinicDoctorQuerySchema,
        response: { 200: deleteClinicEntityResponseSchema },
      },
    },
    async (request) => {
      await clinicUsers.removeDoctor(actorOf(request).user, request.query.doctorId);
      return { success: true as const, code: 'doctorDeleted' as const };
    },
  );
};
