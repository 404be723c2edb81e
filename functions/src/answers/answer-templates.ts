/**
 * A firm's saved answers (Settings), so answering takes under a minute: answerTemplates/{firmId},
 * replaced as a whole list on every save (at most ANSWER_LIMITS.templates). Any plan, the
 * caller's own firm only; the firm id comes from the caller's token, never from the input.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { type GetAnswerTemplatesResult, type SaveAnswerTemplatesResult } from '@/domain/answers/contract';
import { answerTemplatesRecord } from '@/domain/answers/record';
import { callable } from '../shared/callable';
import { answerTemplatesRef, answerTemplatesSchema } from './store';

export const saveAnswerTemplates = callable('saveAnswerTemplates', {
  access: 'firm',
  handler: async ({ templates }, caller): Promise<SaveAnswerTemplatesResult> => {
    const ref = answerTemplatesRef(caller.firmId!);
    if (templates.length === 0) await ref.delete();
    else await ref.set(answerTemplatesRecord({ templates, updatedBy: caller.uid, at: FieldValue.serverTimestamp() }));
    return { count: templates.length };
  },
});

export const getAnswerTemplates = callable('getAnswerTemplates', {
  access: 'firm',
  handler: async (_input, caller): Promise<GetAnswerTemplatesResult> => {
    const stored = answerTemplatesSchema.safeParse((await answerTemplatesRef(caller.firmId!).get()).data());
    return { templates: stored.success ? stored.data.templates : [] };
  },
});
