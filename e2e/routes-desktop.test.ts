import { routeSuite } from './support/route-suite';

routeSuite(1280, 'laptop');
