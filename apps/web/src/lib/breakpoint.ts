/** Width 768 or less is the small-screen layout (learner spec §9). */
export { MOBILE_BREAKPOINT } from '@portal/core';
