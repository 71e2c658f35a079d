import type { ContactBody } from '@stamp/shared/schemas/contact';
import { messageEnvelopeSchema } from '@stamp/shared/schemas/envelope';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST /user/contactus` (spec §7): name, email, subject, message, inquiryType → message. */
export function sendContactMessage(body: ContactBody) {
  return api('/user/contactus', { method: 'POST', body, schema: messageEnvelopeSchema });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
