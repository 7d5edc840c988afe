// TODO(core): import MOBILE_BREAKPOINT from '@portal/core' once it is exported there.
/** Width 768 or less is the small-screen layout (learner spec §9). */
export const MOBILE_BREAKPOINT = 768;
