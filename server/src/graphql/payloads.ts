import { builder } from './builder.js';

/** The result of mutations whose only output is a human-readable message. */
export const MessagePayload = builder.objectRef<{ message: string }>('MessagePayload').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});
