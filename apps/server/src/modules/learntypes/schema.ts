import { z } from 'zod';

/** A learn type (learner spec §3, admin spec §3): how a card is learnt and the seconds a card of it takes. */
export const LearnType = z
  .object({
    id: z.number().int(),
    name: z.string(),
    time: z.number().int().describe('Seconds a card of this type takes in a session (for the time estimate)'),
  })
  .describe('Learn type');

export const LearnTypesResponse = z.object({ learningtypes: z.array(LearnType) }).meta({
  description: 'The learn types, by id',
  examples: [
    {
      learningtypes: [
        { id: 0, name: 'standard', time: 20 },
        { id: 1, name: 'word', time: 5 },
      ],
    },
  ],
});
