import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createBackgroundWork } from './lib/background-work';
import { createAppointmentsQueryService } from './modules/appointments/appointments-query.service';
import { createAppointmentsService } from './modules/appointments/appointments.service';
import { createCalendarAnswerCache } from './lib/calendar-answer-cache';
import { createTeleconsultationService } from './modules/teleconsultation/teleconsultation.service';
import { createJoinLinks } from './modules/teleconsultation/join-links';
import { createPatientCallService } from './modules/teleconsultation/patient-call.service';
import { createShortLinksService } from './modules/short-links/short-links.service';
import { createAuthPruning } from './modules/auth/auth-pruning';
import { createAuthService } from './modules/auth/auth.service';
import { createPreferencesService } from './modules/preferences/preferences.service';
import { createCancelLinks } from './modules/public-booking/cancel-links';
import { createProofOfWork } from './modules/public-booking/proof-of-work';
import { createPublicBookingService } from './modules/public-booking/public-booking.service';
import { createUsersService } from './modules/users/users.service';
import { createClinicUsersService } from './modules/clinic-users/clinic-users.service';
import { createClinicPresenceService } from './modules/clinic-users/clinic-presence.service';
import { createAvatarStorage } from './modules/avatars/avatar-storage';
import { createAvatarsService } from './modules/avatars/avatars.service';
import { createAuditService } from './modules/audit/audit.service';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createConsultationReasonsService } from './modules/consultation-reasons/consultation-reasons.service';
import { createFileStorage } from './modules/medical-files/configured-file-storage';
import type { FileStorage } from './modules/medical-files/file-storage';
import { createMedicalFilesService } from './modules/medical-files/medical-files.service';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { createOfficeLocationService } from './modules/office-location/office-location.service';
import { createPatientNotices } from './modules/patient-notices/patient-notices.service';
import { createPatientRecordService } from './modules/patients/patient-record.service';
import { createPatientsService } from './modules/patients/patients.service';
import { createPaymentsService } from './modules/payments/payments.service';
import { createRecordAccessService } from './modules/patients/record-access.service';
import { createPracticeService } from './modules/practice/practice.service';
import { createPrescriptionsService } from './modules/prescriptions/prescriptions.service';
import { createProfileService } from './modules/profile/profile.service';
import { createEditRequestsService } from './modules/profile/edit-requests.service';
import { createProfileDetailsService } from './modules/profile/profile-details.service';
import { createReferenceDataService } from './modules/reference-data/reference-data.service';
import { createReportsService } from './modules/reports/reports.service';
import { createRollbackActionsService } from './modules/rollback-actions/rollback-actions.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createScheduleService } from './modules/schedule/schedule.service';
import { createSuggestionsService } from './modules/suggestions/suggestions.service';
import { createUploadsService } from './modules/uploads/uploads.service';
import { createUploadFolder } from './modules/uploads/upload-storage';
import { createLocalUploadAddresses, createS3UploadAddresses } from './modules/uploads/upload-addresses';
import { createLocalUploadSignature } from './modules/uploads/local-upload-signature';
import { createClinicProfileService } from './modules/clinic-profile/clinic-profile.service';
import { createClinicImageStorage } from './modules/clinic-profile/clinic-image-storage';
import { createClinicDashboardService } from './modules/clinic-dashboard/clinic-dashboard.service';
import { createSubscriptionService } from './modules/subscription/subscription.service';
import { createSubscriptionGate } from './modules/subscription/subscription-gate';
import { createSubscriptionVerdicts } from './modules/subscription/subscription-verdicts.service';
import { createSatimClient } from './modules/card-payments/satim-client';
import { createCardRegistration } from './modules/subscription/card-registration';
import { createCardPayments } from './modules/subscription/card-payments.service';
import { createReceiptTokens } from './modules/subscription-receipts/receipt-tokens';
import { createReceiptPrinter } from './modules/subscription-receipts/receipt-printer';

/** The domain services, built once per app and shared by routes, jobs and the operator CLI. */
export function createServices(options: {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
  mailer?: Mailer;
  fileStorage?: FileStorage;
  now?: () => Date;
}) {
  const { db, config, log, now } = options;
  const backgroundWork = createBackgroundWork(log);
  const mailer = options.mailer ?? createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const practice = createPracticeService(db);
  const subscriptionGate = createSubscriptionGate({ db, now });
  const weekCache = createCalendarAnswerCache({ maxEntries: config.weekCacheEntries, maxBytes: config.weekCacheBytes });
  const freeSlotsCache = createCalendarAnswerCache({
    maxEntries: config.freeSlotsCacheEntries,
    maxBytes: config.freeSlotsCacheBytes,
  });
  /** The answers a change to a doctor's calendar makes stale: this process drops them before answering. */
  const calendarAnswers = [weekCache, freeSlotsCache];
  const consultationReasons = createConsultationReasonsService(db, {
    practice,
    onCalendarChanged: (doctorId) => calendarAnswers.forEach((cache) => cache.invalidateDoctor(doctorId)),
  });
  const profiles = createProfileService(db, consultationReasons);
  const auth = createAuthService({ db, mailer, profiles, backgroundWork, config });
  const accounts = createAccountsService(db, now);
  const users = createUsersService({ db, practice, auth, accounts });
  const preferences = createPreferencesService({ db, mailer, auth, log });
  const patients = createPatientsService(db);
  const recordAccess = createRecordAccessService(db, practice);
  const patientRecords = createPatientRecordService(db, recordAccess);
  const suggestions = createSuggestionsService(db);
  const fileStorage = options.fileStorage ?? createFileStorage(config);
  const medicalFiles = createMedicalFilesService({ db, recordAccess, storage: fileStorage, log });
  const reports = createReportsService(db, recordAccess);
  const prescriptions = createPrescriptionsService(db, recordAccess);
  const payments = createPaymentsService({ db, now });
  // This process's own writes drop their doctor's weeks before the answer leaves; every
  // process (this one too) hears them again through the event path (app.ts).
  const appointments = createAppointmentsService({
    db,
    practice,
    onCalendarChanged: (change) => calendarAnswers.forEach((cache) => cache.invalidate(change)),
    subscriptionGate,
    now,
  });
  const appointmentsQuery = createAppointmentsQueryService({ db, practice, weekCache, now });
  const schedule = createScheduleService({
    db,
    practice,
    onScheduleChanged: (doctorId) => freeSlotsCache.invalidateDoctor(doctorId),
  });
  const cancelLinks = createCancelLinks({ db, publicUrl: config.publicUrl });
  const proofOfWork = createProofOfWork({ db, config });
  const clock = now ?? (() => new Date());
  const satim = createSatimClient(config.satim, clock);
  const receiptTokens = createReceiptTokens(db);
  const receiptPrinter = createReceiptPrinter({
    chromiumPath: config.chromiumPath,
    sandbox: config.chromiumSandbox,
    publicUrl: config.publicUrl,
    log,
  });
  const cardPayments = createCardPayments({
    db,
    satim,
    receiptTokens,
    receiptPrinter,
    mailer,
    publicUrl: config.publicUrl,
    log,
    now: clock,
  });
  const subscription = createSubscriptionService({
    db,
    proofOfWork,
    mailer,
    operatorEmail: config.operatorEmail,
    payee: config.payee,
    registerCard: createCardRegistration({ db, satim, publicUrl: config.publicUrl, log, now: clock }),
    log,
    now,
  });
  const subscriptionVerdicts = createSubscriptionVerdicts({ db, mailer, log, now });
  const publicBooking = createPublicBookingService({
    db,
    practice,
    appointments,
    cancelLinks,
    proofOfWork,
    freeSlotsCache,
    now,
  });
  const teleconsultation = createTeleconsultationService({
    db,
    appointmentsQuery,
    appointments,
    ice: config.ice,
    now,
  });
  const rollbackActions = createRollbackActionsService({ db, practice, now });
  const authPruning = createAuthPruning({ db, now: clock });
  const shortLinks = createShortLinksService({ db, publicUrl: config.publicUrl, now: now ?? (() => new Date()) });
  const joinLinks = createJoinLinks({ teleconsultation, shortLinks });
  const patientNotices = createPatientNotices({ db, config, log, mailer, cancelLinks, joinLinks, now });
  const patientCall = createPatientCallService({
    db,
    teleconsultation,
    notices: patientNotices,
    joinLinks,
    ice: config.ice,
    now,
  });
  const notifications = createNotificationsService({ db });
  const audit = createAuditService(db);
  const clinicDashboard = createClinicDashboardService({ db, now });
  const avatars = createAvatarsService({ db, practice, storage: createAvatarStorage(config), log, now });
  const uploadSignature = createLocalUploadSignature(db);
  const uploads = createUploadsService({
    db,
    incoming: createUploadFolder(config, 'incoming'),
    addresses: config.s3 ? createS3UploadAddresses(config.s3) : createLocalUploadAddresses(uploadSignature),
    signature: uploadSignature,
    log,
    now,
  });
  const clinicProfile = createClinicProfileService({ db, uploads, images: createClinicImageStorage(config), log });
  const referenceData = createReferenceDataService(db);
  const clinicUsers = createClinicUsersService({
    db,
    accounts,
    auth,
    referenceData,
    mailer,
    publicUrl: config.publicUrl,
    log,
    now,
  });
  const clinicPresence = createClinicPresenceService({ db, log });
  const profileDetails = createProfileDetailsService({ db, practice, referenceData });
  const officeLocation = createOfficeLocationService({ profileDetails, config });
  const profileEditRequests = createEditRequestsService({ db, profileDetails, referenceData, mailer, log });
  return {
    referenceData,
    profileDetails,
    profileEditRequests,
    users,
    clinicUsers,
    clinicPresence,
    preferences,
    avatars,
    officeLocation,
    backgroundWork,
    mailer,
    practice,
    consultationReasons,
    profiles,
    auth,
    authPruning,
    patients,
    recordAccess,
    patientRecords,
    suggestions,
    fileStorage,
    medicalFiles,
    reports,
    prescriptions,
    payments,
    appointments,
    appointmentsQuery,
    weekCache,
    freeSlotsCache,
    schedule,
    publicBooking,
    teleconsultation,
    shortLinks,
    patientCall,
    cancelLinks,
    proofOfWork,
    patientNotices,
    rollbackActions,
    notifications,
    audit,
    accounts,
    uploads,
    clinicProfile,
    clinicDashboard,
    subscription,
    subscriptionGate,
    subscriptionVerdicts,
    cardPayments,
    receiptTokens,
    receiptPrinter,
  };
}

export type Services = ReturnType<typeof createServices>;
