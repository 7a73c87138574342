import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import {
  callMediaSchema,
  callRoles,
  callSignalSchema,
  videoCallSocket,
  type CallLeft,
  type CallPresence,
  type CallRole,
} from '@tabib/contracts/teleconsultation';
import { clusterFetchTimeout } from '../../realtime/cluster-adapter';
import type { CallFacts } from './teleconsultation.repository';

interface CallSocketData {
  role: CallRole;
  call: CallFacts;
  /** When it joined its room: of two sockets of one role, the one that joined later stays. */
  joinedAt: number;
  /** It said it leaves on purpose (`call.leave`). */
  leaving?: boolean;
}

const callRoom = (appointmentId: string) => `call:${appointmentId}`;

/**
 * The signalling of a teleconsultation call (issue 16): a socket.io namespace where the doctor
 * and the patient each connect with their call token (handshake `auth: { role, callToken }`).
 * One room per appointment, one socket per role in it (a new one, a reloaded page say, replaces
 * the old); the server tells both who is there and relays each side's WebRTC descriptions and
 * candidates to the other, never the media, and each side's camera and microphone state. A side
 * that goes away is announced to the other as quitting (it said `call.leave` or closed its socket)
 * or timed out (its connection dropped). The patient's arrival and departure reach the
 * practice's pages as `videocall.waiting`. The doctor's and the patient's sockets may be held by
 * different server processes: the room's relays and `fetchSockets` go through socket.io's adapter
 * (realtime/cluster-adapter.ts), so everything here is decided from what every process holds.
 */
export const callSignallingPlugin = fp(async (app) => {
  const { teleconsultation } = app.services;
  const calls = app.io.of(videoCallSocket.namespace);

  calls.use((socket, next) => {
    const { role, callToken } = socket.handshake.auth as { role?: unknown; callToken?: unknown };
    if (!callRoles.includes(role as CallRole) || typeof callToken !== 'string') return next(new Error('forbidden'));
    teleconsultation.admit(role as CallRole, callToken).then(
      (call) => {
        if (!call) return next(new Error('forbidden'));
        socket.data = { role: role as CallRole, call, joinedAt: 0 } satisfies CallSocketData;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'call admission failed');
        next(new Error('internalServerError'));
      },
    );
  });

  const socketsIn = (room: string) => calls.in(room).timeout(clusterFetchTimeout).fetchSockets();
  function presenceOf(sockets: { data: CallSocketData }[]): CallPresence {
    const roles = sockets.map((socket) => socket.data.role);
    return { doctor: roles.includes('doctor'), patient: roles.includes('patient') };
  }

  type Joined = { id: string; data: CallSocketData };
  const joinedBefore = (a: Joined, b: Joined) =>
    a.data.joinedAt < b.data.joinedAt || (a.data.joinedAt === b.data.joinedAt && a.id < b.id);

  /**
   * In first, then the older sockets of the same role out, wherever they are: the one it replaces
   * sees its role still present as it goes (`departed`). Two joining at once on two processes
   * agree on which stays.
   */
  async function arrive(socket: Socket, room: string) {
    const data = socket.data as CallSocketData;
    data.joinedAt = Date.now();
    await socket.join(room);
    const present = await socketsIn(room);
    // Gone meanwhile: its departure has been told.
    if (socket.disconnected) return;
    for (const other of present) {
      if (other.data.role === data.role && joinedBefore(other, socket)) other.disconnect(true);
    }
    calls.to(room).emit(videoCallSocket.presence, presenceOf(present));
    if (data.role === 'patient') await teleconsultation.patientWaiting(data.call, true);
  }

  /** A socket gone whose role is still in the room was replaced (a reloaded page): no departure. */
  async function departed(socket: Socket, room: string, reason: string) {
    const { role, call, leaving } = socket.data as CallSocketData;
    const presence = presenceOf(await socketsIn(room));
    if (!presence[role]) {
      const quit = leaving === true || reason === 'client namespace disconnect';
      calls.to(room).emit(videoCallSocket.left, { role, reason: quit ? 'quit' : 'timeout' } satisfies CallLeft);
    }
    calls.to(room).emit(videoCallSocket.presence, presence);
    // The practice hears the patient left unless they are back already.
    if (role === 'patient' && !presence.patient) await teleconsultation.patientWaiting(call, false);
  }

  const failed = (what: string) => (error: unknown) => app.log.error({ err: error }, `a call socket's ${what} failed`);

  calls.on('connection', (socket: Socket) => {
    const room = callRoom((socket.data as CallSocketData).call.id);
    socket.on(videoCallSocket.signal, (message: unknown) => {
      const parsed = callSignalSchema.safeParse(message);
      if (parsed.success) socket.to(room).emit(videoCallSocket.signal, parsed.data);
    });
    socket.on(videoCallSocket.media, (message: unknown) => {
      const parsed = callMediaSchema.safeParse(message);
      if (parsed.success) socket.to(room).emit(videoCallSocket.media, parsed.data);
    });
    socket.on(videoCallSocket.leave, () => {
      (socket.data as CallSocketData).leaving = true;
    });
    socket.on('disconnect', (reason) => void departed(socket, room, reason).catch(failed('departure')));
    void arrive(socket, room).catch(failed('arrival'));
  });
});
