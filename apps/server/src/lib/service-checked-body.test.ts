import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { unstorableTextMessage } from '@tabib/contracts/storable-text';
import { serviceCheckedBody } from './service-checked-body';

const requestWith = (body: unknown, validationContext?: string, messages: string[] = ['requiredFields']) =>
  ({
    body,
    validationError: validationContext
      ? Object.assign(new Error('invalid'), { validationContext, validation: messages.map((message) => ({ message })) })
      : undefined,
  }) as unknown as FastifyRequest;

describe('the body of a route whose service checks it', () => {
  it('goes on whether or not it matched the documented schema', () => {
    expect(serviceCheckedBody(requestWith({ duration: 15 }))).toEqual({ duration: 15 });
    expect(serviceCheckedBody(requestWith({ duration: 'soon' }, 'body'))).toEqual({ duration: 'soon' });
  });

  it('is refused as usual when the path or query string failed, or a text cannot be stored', () => {
    expect(() => serviceCheckedBody(requestWith({}, 'params'))).toThrow('invalid');
    expect(() => serviceCheckedBody(requestWith({}, 'querystring'))).toThrow('invalid');
    expect(() => serviceCheckedBody(requestWith({ note: 'a\u0000b' }, 'body', [unstorableTextMessage]))).toThrow('invalid');
  });
});
