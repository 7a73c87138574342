import { z } from 'zod';

/** GET /doctors/services/shortner/rendez-vous-shortner?id= (spec 2: "returns success and url"). */
export const shortLinkResponseSchema = z.object({ success: z.literal(true), url: z.string().min(1) });
export const shortLinkPath = '/doctors/services/shortner/rendez-vous-shortner';
