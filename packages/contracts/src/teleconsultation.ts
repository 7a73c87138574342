import { z } from 'zod';
import { localizedTextSchema } from './consultation-reasons';
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

/** What a page opened while a patient waits reads first: today's waiting calls, as the events say them. */
export const waitingCalls = { path: '/doctors/appointments/teleconsulta/waiting-calls' } as const;
export const waitingCallsResponseSchema = z.object({
  success: z.literal(true),
  calls: z.array(videoCallWaitingEventSchema),
});
export type WaitingCallsResponse = z.infer<typeof waitingCallsResponseSchema>;

/** Spec 2 section 9: a waiting patient's call notice shows within this many minutes before or after the start. */
export const callWaitingWindowMinutes = 15;

/**
 * Missed teleconsultations (spec 2 section 7, spec 3 section 9; docs/decisions.md,
 * "Teleconsultation"): the acting doctor's visio appointments whose end has passed within the
 * last `lookbackDays`, still BOOKED (the call never happened) or PATIENT_MISSED; newest first.
 */
export const missedTeleconsultations = {
  path: '/doctors/appointments/teleconsulta/missed-appointments',
  /** The spec does not show it: the patient list's. */
  pageSize: 10,
  lookbackDays: 30,
  /** The web's check, by default (spec 3: 1 hour, configurable: VITE_MISSED_CALLS_CHECK_MINUTES). */
  checkEveryMinutes: 60,
  /** The modal opens this long after a check that found new misses. */
  modalDelayMs: 5000,
} as const;

export const missedTeleconsultationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Spec 2 section 3, "Teleconsultation datum". `cr_title` is the reason's title in each language. */
export const teleconsultationDatumSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  picture: z.string().nullable(),
  startAt: z.iso.datetime(),
  /** Minutes. */
  duration: z.number().int(),
  cr_title: localizedTextSchema,
  patient_id: z.string(),
  /** The list reads the database: a missed call's patient is not in its waiting room (false). */
  patient_is_waiting: z.boolean(),
});
export type TeleconsultationDatum = z.infer<typeof teleconsultationDatumSchema>;

export const missedTeleconsultationsResponseSchema = z.object({
  success: z.literal(true),
  total: z.number().int(),
  hasMore: z.boolean(),
  missedAppointments: z.array(teleconsultationDatumSchema),
});
export type MissedTeleconsultations = z.infer<typeof missedTeleconsultationsResponseSchema>;

/**
 * The shortener's id (`?id=`): 8 url-safe characters as we make them; anything else is simply
 * unknown (404 shortLinkNotFound), so that the page says the same for a mistyped link.
 */
export const shortLinkQuerySchema = z.object({ id: z.string().min(1).max(64) });
/** The web's address of a short link (what an SMS carries): the page resolves it (spec 1 section 2, call_bitfy). */
export const shortLinkPagePath = (id: string) => `/rendez-vous/${id}`;

/** The patient's side of the call (no session: the join link's token is the key). */
export const joinCallPaths = {
  /** GET: who and when, and what the patient's page needs to join today. */
  lookup: '/public/videocall/:token',
} as const;
/** The web's address of the patient's join page (the short link's target). */
export const joinCallPagePath = (token: string) => `/visio/${token}`;
export const joinCallParamsSchema = z.object({ token: z.string().min(1).max(64) });

/**
 * What the join page shows and needs (docs/decisions.md, "Teleconsultation"): the doctor, the
 * appointment's time and status, and on its day (`code` callJoin) the call token and ICE servers.
 * Before its day (`code` CallDateMustBeTODAY) the same without them: the page says the day. No
 * health data: no reason, nothing of the patient but their first name.
 */
export const joinCallResponseSchema = z.object({
  success: z.literal(true),
  code: z.enum(['callJoin', 'CallDateMustBeTODAY']),
  doctor: z.object({
    title: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    picture: z.string().nullable(),
  }),
  patient: z.object({ firstName: z.string() }),
  appointment: z.object({
    startAt: z.iso.datetime(),
    /** Minutes. */
    duration: z.number().int(),
    status: z.string(),
    /** On the practice's today (Africa/Algiers). */
    isToday: z.boolean(),
  }),
  /** The practice's time zone: the page shows the time as the practice does. */
  timeZone: z.string(),
  /** The token for the signalling socket (the link's own); null before the appointment's day. */
  callToken: z.string().nullable(),
  /** Empty before the appointment's day (no TURN credentials for a call that cannot start). */
  iceServers: z.array(iceServerSchema),
  iceTransportPolicy: z.enum(iceTransportPolicies),
  /** When the link ends: the end of the appointment's day, practice time. */
  expiresAt: z.iso.datetime(),
});
export type JoinCallResponse = z.infer<typeof joinCallResponseSchema>;

/** POST /doctors/teleconsulta/do-call-immediately (spec 2 section 7): the patient is told the doctor is ready, now. */
export const callNowPath = '/doctors/teleconsulta/do-call-immediately';
export const callNowBodySchema = z.object({ appointment: idSchema });
/** `url`: the join link the patient was sent, for the doctor to pass on another way too (copy). */
export const callNowResponseSchema = z.object({ success: z.literal(true), code: z.literal('callNowSent'), url: z.string() });
