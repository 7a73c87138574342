import fp from 'fastify-plugin';
import { Server, type Namespace } from 'socket.io';
import { appointmentSocket, type AppointmentEvent } from '@tabib/contracts/appointments';
import {
  accountSocket,
  consultationReasonSocket,
  type ConsultationReasonVerdictEvent,
  type EditRequestDecidedEvent,
  type PracticeChangedEvent,
  type SessionEndedEvent,
} from '@tabib/contracts/live-events';
import type { LiveEvent } from '../lib/live-events';
import type { Actor } from '../modules/auth/auth.service';
import { clinicRoom, doctorRoom, roomsOf, userRoom } from './rooms';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * Socket.io beside the HTTP API. Sockets authenticate with the session token
 * (handshake `auth.token`) and join their practice's rooms; the domain events of the
 * services are the one source of what gets emitted.
 */
export const realtimePlugin = fp<{ corsOrigins: string[] }>(async (app, { corsOrigins }) => {
  const io = new Server(app.server, { serveClient: false, cors: { origin: corsOrigins.length > 0 ? corsOrigins : false } });

  const authenticated = (namespace: Namespace) => {
    namespace.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      app.services.auth.authenticate(typeof token === 'string' ? token : undefined).then(
        (actor) => {
          socket.data.actor = actor;
          next();
        },
        () => next(new Error('TokenCoreValidationFailed')),
      );
    });
    namespace.on('connection', (socket) => {
      const joinPracticeRooms = () => socket.join(roomsOf((socket.data.actor as Actor).user));
      void joinPracticeRooms();
      // The payload (a user id) is ignored: rooms follow the authenticated session only.
      socket.on(appointmentSocket.join, () => void joinPracticeRooms());
      socket.on(appointmentSocket.leave, () => {
        for (const room of socket.rooms) if (room !== socket.id) void socket.leave(room);
      });
    });
    return namespace;
  };

  const appointments = authenticated(io.of(appointmentSocket.namespace));
  const clinic = authenticated(io.of(appointmentSocket.clinicNamespace));
  const account = authenticated(io.of(accountSocket.namespace));
  const consultationReasons = authenticated(io.of(consultationReasonSocket.namespace));

  // The server above has socket.io's in-memory adapter: this process holds every socket it can
  // reach, so a room with none of them here has no one to tell. An emit encodes its payload
  // before it looks at the rooms; skipping empty rooms spares that on every booking nobody is
  // watching (docs/performance.md, finding 8). A cluster adapter would have to emit regardless.
  const occupied = (namespace: Namespace, rooms: string[]) =>
    rooms.filter((room) => (namespace.adapter.rooms.get(room)?.size ?? 0) > 0);

  app.services.events.onAppointment((event) => {
    const rooms = occupied(appointments, [doctorRoom(event.doctorId), ...(event.clinicId ? [clinicRoom(event.clinicId)] : [])]);
    const clinicRooms = event.clinicId ? occupied(clinic, [clinicRoom(event.clinicId)]) : [];
    if (rooms.length === 0 && clinicRooms.length === 0) return;
    const payload: AppointmentEvent = {
      type: event.type,
      doctorId: event.doctorId,
      appointment: event.appointment,
      actorUserId: event.actorUserId,
    };
    if (rooms.length > 0) appointments.to(rooms).emit(appointmentSocket.event, payload);
    if (clinicRooms.length > 0) clinic.to(clinicRooms).emit(appointmentSocket.clinicEvent, payload);
  });

  const practiceRooms = (event: { doctorId: string; clinicId: string | null }) => [
    doctorRoom(event.doctorId),
    ...(event.clinicId ? [clinicRoom(event.clinicId)] : []),
  ];

  /** A session that ended is told why, then cut off: a socket would otherwise live on with it. */
  async function endSessions(event: Extract<LiveEvent, { type: 'sessionsEnded' }>) {
    const payload: SessionEndedEvent = { reason: event.reason };
    // The account namespace first: a client's namespaces share one connection, which the first
    // disconnect(true) closes, so a later namespace would never get to say why.
    for (const namespace of [account, appointments, clinic, consultationReasons]) {
      for (const socket of await namespace.in(userRoom(event.userId)).fetchSockets()) {
        if ((socket.data.actor as Actor).sessionId === event.exceptSessionId) continue;
        if (namespace === account) socket.emit(accountSocket.sessionEnded, payload);
        socket.disconnect(true);
      }
    }
  }

  app.services.liveEvents.on((event) => {
    switch (event.type) {
      case 'sessionsEnded':
        void endSessions(event);
        return;
      case 'scheduleChanged':
        account
          .to(practiceRooms(event))
          .emit(accountSocket.scheduleChanged, { doctorId: event.doctorId } satisfies PracticeChangedEvent);
        return;
      case 'consultationReasonsChanged':
        account
          .to(practiceRooms(event))
          .emit(accountSocket.consultationReasonsChanged, { doctorId: event.doctorId } satisfies PracticeChangedEvent);
        return;
      case 'consultationReasonVerdict': {
        const payload: ConsultationReasonVerdictEvent = {
          verdict: event.verdict,
          consultation_reason_id: event.consultation_reason_id,
          doctorId: event.doctorId,
        };
        consultationReasons.to(practiceRooms(event)).emit(consultationReasonSocket.event, payload);
        return;
      }
      case 'editRequestDecided': {
        const payload: EditRequestDecidedEvent = {
          requestId: event.requestId,
          requestSlug: event.requestSlug,
          verdict: event.verdict,
          note: event.note,
        };
        account.to(userRoom(event.doctorId)).emit(accountSocket.editRequestDecided, payload);
        return;
      }
    }
  });

  app.decorate('io', io);
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
});
