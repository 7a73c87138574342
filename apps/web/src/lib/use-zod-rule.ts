import { useCallback } from 'react';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { useZodMessage } from './use-zod-message';

/** Antd rules from a contract schema: the field's message of `useZodMessage` over the whole form. */
export function useZodRule(): (schema: z.ZodType, field: string) => FormRule {
  const messageOf = useZodMessage();
  return useCallback(
    (schema, field) => (form) => ({
      validator: async () => {
        const message = messageOf(schema, form.getFieldsValue(true), field);
        if (message) throw new Error(message);
      },
    }),
    [messageOf],
  );
}
