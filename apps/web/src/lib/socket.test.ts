import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openSocket, watchConnection, type ConnectionState, type LiveSocket } from './socket';

const { ioMock } = vi.hoisted(() => ({ ioMock: vi.fn() }));
vi.mock('socket.io-client', () => ({ io: ioMock }));
beforeEach(() => ioMock.mockReset());

function fakeSocket() {
  const handlers = new Map<string, Set<() => void>>();
  const emitter = {
    on: (event: string, handler: () => void) =>
      void (handlers.get(event) ?? handlers.set(event, new Set()).get(event))!.add(handler),
    off: (event: string, handler: () => void) => void handlers.get(event)?.delete(handler),
  };
  const fire = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  const socket = {
    ...emitter,
    io: {
      on: (event: string, handler: () => void) => emitter.on(`io:${event}`, handler),
      off: (event: string, handler: () => void) => emitter.off(`io:${event}`, handler),
    },
  };
  return { socket: socket as unknown as LiveSocket, fire, handlers };
}

describe('the live connection watch', () => {
  it("says 'lost' after 2 failed reconnection attempts, and 'connected' once back", () => {
    const { socket, fire } = fakeSocket();
    const states: ConnectionState[] = [];
    watchConnection(socket, 2, (state) => states.push(state));
    fire('connect');
    fire('io:reconnect_error');
    fire('io:reconnect_error');
    fire('connect');
    expect(states).toEqual(['connected', 'connecting', 'lost', 'connected']);
  });

  it('counts an attempt once, though socket.io reports it as connect_error and reconnect_error', () => {
    const { socket, fire } = fakeSocket();
    const states: ConnectionState[] = [];
    watchConnection(socket, 2, (state) => states.push(state));
    fire('connect');
    // The first attempt fails: both events, in socket.io's order.
    fire('connect_error');
    fire('io:reconnect_error');
    expect(states).toEqual(['connected', 'connecting']);
    fire('connect_error');
    fire('io:reconnect_error');
    expect(states).toEqual(['connected', 'connecting', 'lost']);
  });

  it('stops listening when told', () => {
    const { socket, fire, handlers } = fakeSocket();
    const states: ConnectionState[] = [];
    const stop = watchConnection(socket, 2, (state) => states.push(state));
    stop();
    fire('connect');
    expect(states).toEqual([]);
    expect([...handlers.values()].every((set) => set.size === 0)).toBe(true);
  });
});

describe('a socket opened before socket.io has loaded', () => {
  it('replays what was done with it, in order, once socket.io is there', async () => {
    const calls: string[] = [];
    const real = {
      connected: true,
      on: (event: string) => calls.push(`on ${event}`),
      off: (event: string) => calls.push(`off ${event}`),
      emit: (event: string, value: unknown) => calls.push(`emit ${event} ${String(value)}`),
      close: () => calls.push('close'),
      io: { on: (event: string) => calls.push(`io.on ${event}`), off: () => undefined },
    };
    ioMock.mockReturnValue(real);
    const socket = openSocket('/appointments');
    const handler = () => undefined;
    socket.on('connect', handler);
    socket.io.on('reconnect_error', handler);
    socket.emit('join', 'u1');
    socket.off('connect', handler);
    expect(socket.connected).toBe(false);
    expect(ioMock).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(ioMock).toHaveBeenCalledOnce());
    expect(ioMock).toHaveBeenCalledWith('/appointments', expect.anything());
    expect(calls).toEqual(['on connect', 'io.on reconnect_error', 'emit join u1', 'off connect']);
    expect(socket.connected).toBe(true);
    socket.close();
    expect(calls.at(-1)).toBe('close');
  });

  it('never connects when closed before socket.io has loaded', async () => {
    const socket = openSocket('/account');
    socket.close();
    await import('socket.io-client');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ioMock).not.toHaveBeenCalled();
  });
});
