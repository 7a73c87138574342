import fp from 'fastify-plugin';
import { Server, type Namespace } from 'socket.io';
import { appointmentSocket, type AppointmentEvent } from '@tabib/contracts/appointments';
import {
  accountSocket,
  consultationReasonSocket,
  type ConsultationReasonVerdictEvent,
  type EditRequestDecidedEvent,
  type PracticeChangedEvent,
  type PrivilegesChangedEvent,
  type SessionEndedEvent,
} from '@tabib/contracts/live-events';
import type { LoggedEvent } from '../events/domain-event';
import { notificationSocket } from '@tabib/contracts/notifications';
import type { VideoCallWaitingEvent } from '@tabib/contracts/teleconsultation';
import { AppError } from '../lib/app-error';
import type { Actor } from '../modules/auth/auth.service';
import { clinicRoom, doctorRoom, notificationsRoom, practiceRoomsOf, roomsOf, sessionRoom, userRoom } from './rooms';
import { createSessionExpiry } from './session-expiry';
import { createClinicPresenceTracker } from './clinic-presence';
import type { ClinicMembersChangedEvent, ClinicPresenceEvent } from '@tabib/contracts/clinic-users';
import { createClusterAdapter } from './cluster-adapter';

/** A visio appointment's status changes after which its call cannot happen (spec 2 section 4: the notice goes). */
const callClosingEvents: ReadonlySet<AppointmentEvent['type']> = new Set(['DONE', 'CANCELED', 'PATIENT_MISSED']);

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

interface RealtimeOptions {
  corsOrigins: string[];
  /** PostgreSQL's: the server processes sharing it share their sockets through it. */
  databaseUrl: string | undefined;
}

/**
 * Socket.io beside the HTTP API. Sockets authenticate with the session token
 * (handshake `auth.token`) and join their practice's rooms; the events this process's
 * dispatcher reads from the event log (events/) are the one source of what gets emitted,
 * whichever process or operator command wrote them. A socket lives no longer than its
 * session: ended sessions are told and disconnected, expiring ones at their expiry.
 * On PostgreSQL, socket.io's adapter (cluster-adapter.ts) carries broadcasts and fetchSockets
 * to every process; but every process reads the whole event log, so what it emits from the log
 * goes to its own sockets only (`local`), or each socket would hear it once per process.
 */
/**
 * Calls the client's acknowledgement, if it sent one, once the socket is in its rooms: from then
 * on it hears every change, and reads again what it had read before (it may have missed some).
 */
function acknowledgeJoin(joining: Promise<void> | void, joined: unknown): void {
  void Promise.resolve(joining).then(() => {
    if (typeof joined === 'function') (joined as () => void)();
  });
}

export const realtimePlugin = fp<RealtimeOptions>(async (app, { corsOrigins, databaseUrl }) => {
  const cluster = databaseUrl ? createClusterAdapter(databaseUrl, app.log) : undefined;
  const io = new Server(app.server, {
    serveClient: false,
    cors: { origin: corsOrigins.length > 0 ? corsOrigins : false },
    adapter: cluster?.adapter,
  });
  // Nothing is served on the root namespace: refuse it rather than leave it open to anyone.
  io.of('/').use((_socket, next) => next(new Error('notFound')));

  const namespaces: Namespace[] = [];
  const expiry = createSessionExpiry((sessionId) => void endSessionSockets(sessionRoom(sessionId), 'expired'));
  const hasSocketsIn = (room: string) => namespaces.some((namespace) => (namespace.adapter.rooms.get(room)?.size ?? 0) > 0);
  const presence = createClinicPresenceTracker(app.services.clinicPresence, namespaces);

  const authenticated = (namespace: Namespace) => {
    namespace.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      // Onboarding pages open no socket: a session that has not done its first-login steps gets none.
      app.services.auth.authenticate(typeof token === 'string' ? token : undefined).then(
        (actor) => {
          socket.data.actor = actor;
          next();
        },
        (error: unknown) => {
          if (!(error instanceof AppError)) app.log.error({ err: error }, 'socket authentication failed');
          next(new Error(error instanceof AppError ? error.code : 'internalServerError'));
        },
      );
    });
    namespace.on('connection', (socket) => {
      const actor = socket.data.actor as Actor;
      void socket.join([...roomsOf(actor.user), sessionRoom(actor.sessionId)]);
      expiry.watch(actor.sessionId, actor.expiresAt);
      presence.onConnection(actor.user);
      // The payload (a user id) is ignored: rooms follow the authenticated session only.
      socket.on(appointmentSocket.join, (_userId: unknown, joined?: unknown) =>
        acknowledgeJoin(socket.join(practiceRoomsOf(actor.user)), joined),
      );
      socket.on(appointmentSocket.leave, () => {
        for (const room of practiceRoomsOf(actor.user)) void socket.leave(room);
      });
      socket.on('disconnect', () => {
        if (!hasSocketsIn(sessionRoom(actor.sessionId))) expiry.forget(actor.sessionId);
        presence.onDisconnect(actor.user);
      });
    });
    namespaces.push(namespace);
    return namespace;
  };

  // The account namespace first: see endSessionSockets.
  const account = authenticated(io.of(accountSocket.namespace));
  const appointments = authenticated(io.of(appointmentSocket.namespace));
  const clinic = authenticated(io.of(appointmentSocket.clinicNamespace));
  const consultationReasons = authenticated(io.of(consultationReasonSocket.namespace));
  // Spec 2 section 7: the socket joins its user's room and leaves it on exit. The id it sends is
  // checked against the session's: nobody hears another user's notifications.
  const notifications = authenticated(io.of(notificationSocket.namespace));
  notifications.on('connection', (socket) => {
    const { user } = socket.data.actor as Actor;
    socket.on(notificationSocket.join, (userId: unknown, joined?: unknown) => {
      if (userId === user.id) acknowledgeJoin(socket.join(notificationsRoom(user.id)), joined);
    });
    socket.on(notificationSocket.leave, (userId: unknown) => {
      if (userId === user.id) void socket.leave(notificationsRoom(user.id));
    });
  });

  // Events from the log are emitted to this process's sockets only, so a room with none of them
  // here has no one to tell. An emit encodes its payload before it looks at the rooms; skipping
  // empty rooms spares that on every booking nobody is watching (docs/performance.md, finding 8).
  const occupied = (namespace: Namespace, rooms: string[]) =>
    rooms.filter((room) => (namespace.adapter.rooms.get(room)?.size ?? 0) > 0);

  function emitAppointment(event: Extract<LoggedEvent, { kind: 'appointmentChanged' }>) {
    const rooms = occupied(appointments, [doctorRoom(event.doctorId), ...(event.clinicId ? [clinicRoom(event.clinicId)] : [])]);
    const clinicRooms = event.clinicId ? occupied(clinic, [clinicRoom(event.clinicId)]) : [];
    if (rooms.length === 0 && clinicRooms.length === 0) return;
    const payload: AppointmentEvent = {
      type: event.type,
      doctorId: event.doctorId,
      appointment: event.appointment,
      actorUserId: event.actorUserId,
    };
    if (rooms.length > 0) appointments.local.to(rooms).emit(appointmentSocket.event, payload);
    if (clinicRooms.length > 0) clinic.local.to(clinicRooms).emit(appointmentSocket.clinicEvent, payload);
  }

  const practiceRooms = (event: { doctorId: string; clinicId: string | null }) => [
    doctorRoom(event.doctorId),
    ...(event.clinicId ? [clinicRoom(event.clinicId)] : []),
  ];

  /**
   * This process's sockets in `room` (but those of `exceptSessionId`) are told why their session
   * ended, then cut off: every process hears the event and cuts its own.
   */
  async function endSessionSockets(room: string, reason: SessionEndedEvent['reason'], exceptSessionId?: string) {
    const payload: SessionEndedEvent = { reason };
    // The account namespace first: a client's namespaces share one connection, which the first
    // disconnect(true) closes, so a later namespace would never get to say why.
    for (const namespace of namespaces) {
      for (const socket of await namespace.local.in(room).fetchSockets()) {
        if ((socket.data.actor as Actor).sessionId === exceptSessionId) continue;
        if (namespace === account) socket.emit(accountSocket.sessionEnded, payload);
        socket.disconnect(true);
      }
    }
  }

  app.events.subscribe((event) => {
    switch (event.kind) {
      case 'appointmentChanged':
        emitAppointment(event);
        if (event.appointment.type === 'visio' && callClosingEvents.has(event.type)) {
          // The call can no longer happen: every page drops its waiting notice, whoever is still in the room.
          const payload: VideoCallWaitingEvent = {
            id: event.appointment._id,
            done: event.type === 'DONE',
            patient_is_waiting: false,
            startAt: event.appointment.start,
          };
          account.local.to(practiceRooms(event)).emit(accountSocket.videocallWaiting, payload);
        }
        return;
      case 'notificationCreated':
        notifications.local
          .to(notificationsRoom(event.userId))
          .emit(notificationSocket.event, { notificationId: event.notificationId });
        return;
      case 'sessionsEnded':
        void endSessionSockets(userRoom(event.userId), event.reason, event.exceptSessionId);
        return;
      case 'sessionEnded':
        void endSessionSockets(sessionRoom(event.sessionId), event.reason);
        return;
      case 'scheduleChanged':
        account.local
          .to(practiceRooms(event))
          .emit(accountSocket.scheduleChanged, { doctorId: event.doctorId } satisfies PracticeChangedEvent);
        return;
      case 'consultationReasonsChanged':
        account.local
          .to(practiceRooms(event))
          .emit(accountSocket.consultationReasonsChanged, { doctorId: event.doctorId } satisfies PracticeChangedEvent);
        return;
      case 'consultationReasonVerdict': {
        const payload: ConsultationReasonVerdictEvent = {
          verdict: event.verdict,
          consultation_reason_id: event.consultation_reason_id,
          doctorId: event.doctorId,
        };
        consultationReasons.local.to(practiceRooms(event)).emit(consultationReasonSocket.event, payload);
        return;
      }
      case 'videocallWaiting': {
        const payload: VideoCallWaitingEvent = {
          id: event.appointmentId,
          done: false,
          patient_is_waiting: event.patientIsWaiting,
          startAt: event.startAt,
        };
        account.local.to(practiceRooms(event)).emit(accountSocket.videocallWaiting, payload);
        return;
      }
      case 'clinicPresenceChanged':
        account.local.to(clinicRoom(event.clinicId)).emit(accountSocket.clinicPresence, {
          doctorId: event.doctorId,
          work_status: event.workStatus,
        } satisfies ClinicPresenceEvent);
        presence.onPresenceChanged(event);
        return;
      case 'clinicMembersChanged':
        account.local.to(clinicRoom(event.clinicId)).emit(accountSocket.clinicMembersChanged, {
          type: event.type,
          userId: event.userId,
        } satisfies ClinicMembersChangedEvent);
        return;
      case 'editRequestDecided': {
        const payload: EditRequestDecidedEvent = {
          requestId: event.requestId,
          requestSlug: event.requestSlug,
          verdict: event.verdict,
          note: event.note,
        };
        account.local.to(userRoom(event.doctorId)).emit(accountSocket.editRequestDecided, payload);
        return;
      }
      case 'practiceUsersChanged':
        account.local
          .to(doctorRoom(event.doctorId))
          .emit(accountSocket.practiceUsersChanged, { doctorId: event.doctorId } satisfies PracticeChangedEvent);
        return;
      case 'privilegesChanged':
        account.local
          .to(userRoom(event.userId))
          .emit(accountSocket.privilegesChanged, { allowAll: event.allowAll } satisfies PrivilegesChangedEvent);
        return;
    }
  });

  app.decorate('io', io);
  app.addHook('onReady', presence.reconcileAtStart);
  app.addHook('preClose', async () => {
    expiry.close();
    io.local.disconnectSockets(true);
    io.engine.close();
    // The adapters say goodbye to the other processes. Before the app's close, which ends the
    // database (and a test's drops it).
    await Promise.all([...io._nsps.values()].map((namespace) => namespace.adapter.close()));
    await cluster?.close();
  });
});
