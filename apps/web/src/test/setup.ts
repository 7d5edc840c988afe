import { configure } from '@testing-library/react';

// findBy…/waitFor wait for a state, and end as soon as it is there: the limit only matters when a test fails. The
// default 1 s is too short for a first render (Mantine, the sanitizer) on a loaded two-core machine, where it made
// whichever rendering test ran first fail.
configure({ asyncUtilTimeout: 10_000 });
