import { z } from 'zod';
import { idSchema } from './ids';

/** GET /doctors/services/shortner/rendez-vous-shortner?id= (spec 2: "returns success and url"). */
export const shortLinkResponseSchema = z.object({ success: z.literal(true), url: z.string().min(1) });
export const shortLinkPath = '/doctors/services/shortner/rendez-vous-shortner';

/** The calls of the teleconsultation (spec 2 section 7; the call details' path is not shown there: ours). */
export const teleconsultationPaths = {
  callDetails: '/doctors/teleconsulta/call-details/:id',
  leave: '/doctors/teleconsulta/leave',
} as const;

/** What a browser hands to RTCPeerConnection: STUN/TURN addresses, TURN with short-lived credentials. */
export const iceServerSchema = z.object({
  urls: z.array(z.string().min(1)).min(1),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** The transport the call runs on, in the spec's `appId` (it named the video SaaS): ours is WebRTC between the two browsers. */
export const callTransport = 'tabib-webrtc';

/**
 * Video call details (spec 2 section 3) with the spec's names (docs/decisions.md,
 * "Teleconsultation"): `callId` the signalling room (the appointment's id), `agoraAccessToken`
 * our short-lived call token, `appId` the transport; `iceServers` is ours.
 */
export const callDetailsResponseSchema = z.object({
  success: z.literal(true),
  code: z.literal('callDetails'),
  callId: z.string(),
  agoraAccessToken: z.string(),
  appId: z.literal(callTransport),
  /** When the call token ends: the end of the appointment's day, practice time. */
  expiresAt: z.iso.datetime(),
  iceServers: z.array(iceServerSchema),
  appointment_patient: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    isGuest: z.boolean(),
  }),
});
export type CallDetailsResponse = z.infer<typeof callDetailsResponseSchema>;

/** POST /doctors/teleconsulta/leave: the doctor ended the call; the appointment is done. */
export const leaveCallBodySchema = z.object({
  appointment: idSchema,
  /** Seconds the call lasted (0: ended from the waiting notice without joining). */
  duration: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60),
});
export const leaveCallResponseSchema = z.object({
  success: z.literal(true),
  code: z.literal('callLeft'),
  appointment: z.object({ _id: z.string(), status: z.string(), callDurationSeconds: z.number().int() }),
});
