/** Message timings of learner spec §8/§9 (2 s wait, 2 s display, 1 s form error). */
export const MESSAGE_DELAY_MS = 2000;
export const MESSAGE_DURATION_MS = 2000;
export const FORM_ERROR_MS = 1000;
