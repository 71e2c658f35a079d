import { funnelMatrix } from './support/funnel-matrix';

// The funnel matrix at 390 px (see support/funnel-matrix.ts); one file a width, so the two
// widths run side by side.
funnelMatrix(390);
