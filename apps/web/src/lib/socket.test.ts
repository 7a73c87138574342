import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { watchConnection, type ConnectionState } from './socket';

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
  return { socket: socket as unknown as Socket, fire, handlers };
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
