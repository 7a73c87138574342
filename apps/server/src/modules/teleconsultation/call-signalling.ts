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
import type { CallFacts } from './teleconsultation.repository';

interface CallSocketData {
  role: CallRole;
  call: CallFacts;
  /** It said it leaves on purpose (`call.leave`). */
  leaving?: boolean;
  /** A newer socket of the same role took its place: its end is no departure. */
  replaced?: boolean;
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
 * practice's pages as `videocall.waiting`. Rooms live in this process (issue 19 shares them).
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
        socket.data = { role: role as CallRole, call } satisfies CallSocketData;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'call admission failed');
        next(new Error('internalServerError'));
      },
    );
  });

  async function presenceIn(room: string): Promise<CallPresence> {
    const roles = (await calls.in(room).fetchSockets()).map((socket) => (socket.data as CallSocketData).role);
    return { doctor: roles.includes('doctor'), patient: roles.includes('patient') };
  }

  async function tellPresence(room: string) {
    calls.to(room).emit(videoCallSocket.presence, await presenceIn(room));
  }

  calls.on('connection', async (socket: Socket) => {
    const { role, call } = socket.data as CallSocketData;
    const room = callRoom(call.id);
    for (const other of await calls.in(room).fetchSockets()) {
      const data = other.data as CallSocketData;
      if (data.role !== role) continue;
      data.replaced = true;
      other.disconnect(true);
    }
    await socket.join(room);
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
    socket.on('disconnect', (reason) => {
      const { leaving, replaced } = socket.data as CallSocketData;
      if (!replaced) {
        const quit = leaving === true || reason === 'client namespace disconnect';
        calls.to(room).emit(videoCallSocket.left, { role, reason: quit ? 'quit' : 'timeout' } satisfies CallLeft);
      }
      void tellPresence(room);
      if (role === 'patient') void waiting(call, room);
    });
    await tellPresence(room);
    if (role === 'patient') await teleconsultation.patientWaiting(call, true);
  });

  /** The patient left: the practice hears it unless they are back already (a reload). */
  async function waiting(call: CallFacts, room: string) {
    if (!(await presenceIn(room)).patient) await teleconsultation.patientWaiting(call, false);
  }
});
