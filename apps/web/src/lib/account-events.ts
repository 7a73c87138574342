import { useEffect, useRef } from 'react';
import { accountSocket, consultationReasonSocket } from '@tabib/contracts/live-events';
import { openSocket, type LiveSocket } from './socket';

type AccountEventName = Exclude<(typeof accountSocket)[keyof typeof accountSocket], typeof accountSocket.namespace>;
type ChannelNamespace = typeof accountSocket.namespace | typeof consultationReasonSocket.namespace;

const channels = new Map<ChannelNamespace, { socket: LiveSocket; users: number }>();

/** One shared socket per namespace while anything listens to it; closed with the last listener. */
function useChannelEvent(namespace: ChannelNamespace, event: string, handler: (payload: unknown) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const channel = channels.get(namespace) ?? { socket: openSocket(namespace), users: 0 };
    channel.users += 1;
    channels.set(namespace, channel);
    const listener = (payload: unknown) => latest.current(payload);
    channel.socket.on(event, listener);
    return () => {
      channel.socket.off(event, listener);
      channel.users -= 1;
      if (channel.users === 0) {
        channel.socket.close();
        channels.delete(namespace);
      }
    };
  }, [namespace, event]);
}

/** Listens to one event of the account channel (live-events.ts in contracts); parse the payload with its schema. */
export function useAccountEvent(event: AccountEventName, handler: (payload: unknown) => void): void {
  useChannelEvent(accountSocket.namespace, event, handler);
}

/** The account channel (re)connected: what was missed while it was down is read again. */
export function useAccountConnected(handler: () => void): void {
  useChannelEvent(accountSocket.namespace, 'connect', handler);
}

/** The spec's consultation-reason channel: verdicts on the practice's reasons. */
export function useConsultationReasonVerdicts(handler: (payload: unknown) => void): void {
  useChannelEvent(consultationReasonSocket.namespace, consultationReasonSocket.event, handler);
}
