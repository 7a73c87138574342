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

/** RTCPeerConnection's iceTransportPolicy: 'relay' sends the media through TURN only. */
export const iceTransportPolicies = ['all', 'relay'] as const;
export type IceTransportPolicy = (typeof iceTransportPolicies)[number];

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
  iceTransportPolicy: z.enum(iceTransportPolicies),
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

/**
 * The call's signalling (socket.io): each side connects with its call token and role; the server
 * tells the room who is in it and relays each side's WebRTC descriptions and candidates to the other.
 */
export const videoCallSocket = {
  namespace: '/videocall',
  /** server → both sides: who is in the call now */
  presence: 'call.presence',
  /** one side → the other, through the server */
  signal: 'call.signal',
  /** one side → the other, through the server: its camera and microphone are on or off (callMediaSchema) */
  media: 'call.media',
  /** one side → the server, before it disconnects: it leaves on purpose */
  leave: 'call.leave',
  /** server → the side still there: the other left on purpose ('quit') or its connection dropped ('timeout') (callLeftSchema) */
  left: 'call.left',
} as const;

export const callRoles = ['doctor', 'patient'] as const;
export type CallRole = (typeof callRoles)[number];

export const callPresenceSchema = z.object({ doctor: z.boolean(), patient: z.boolean() });
export type CallPresence = z.infer<typeof callPresenceSchema>;

/** Whether a side's camera and microphone send (a side turned off sends black and silence: the other is told). */
export const callMediaSchema = z.object({ camera: z.boolean(), microphone: z.boolean() }).strict();
export type CallMedia = z.infer<typeof callMediaSchema>;

/**
 * Why a side is gone (spec 2 section 4, "Call lifecycle"): 'quit' it left on purpose (the spec's
 * 'Quit': the timer pauses), 'timeout' its connection dropped (the spec's 'ServerTimeOut': offline).
 */
export const callLeaveReasons = ['quit', 'timeout'] as const;
export type CallLeaveReason = (typeof callLeaveReasons)[number];
export const callLeftSchema = z.object({ role: z.enum(callRoles), reason: z.enum(callLeaveReasons) });
export type CallLeft = z.infer<typeof callLeftSchema>;

/** What one side sends the other: an SDP offer or answer, or an ICE candidate (null: no more candidates). */
export const callSignalSchema = z
  .object({
    /** The sender's peer connection: another one (a reloaded page) means the receiver starts afresh. */
    from: z.string().max(64).optional(),
    description: z
      .object({ type: z.enum(['offer', 'answer', 'pranswer', 'rollback']), sdp: z.string().max(64_000).optional() })
      .optional(),
    candidate: z
      .object({
        candidate: z.string().max(2_000),
        sdpMid: z.string().max(64).nullable().optional(),
        sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
        usernameFragment: z.string().max(256).nullable().optional(),
      })
      .nullable()
      .optional(),
  })
  .strict();
export type CallSignal = z.infer<typeof callSignalSchema>;

/** Spec 2 sections 3-4: the call status the practice's pages hear (`videocall.waiting`). */
export const videoCallWaitingEventSchema = z.object({
  id: z.string(),
  done: z.boolean(),
  patient_is_waiting: z.boolean(),
  startAt: z.string(),
});
export type VideoCallWaitingEvent = z.infer<typeof videoCallWaitingEventSchema>;
