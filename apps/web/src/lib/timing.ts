/** Message timings of learner spec §8/§9, from @portal/core (2 s wait, 2 s display, 1 s form error). */
export { ERROR_DISPLAY_MS, FORM_ERROR_MS, MESSAGE_DELAY_MS } from '@portal/core';
export { MESSAGE_CLEAR_MS as MESSAGE_DURATION_MS } from '@portal/core';
