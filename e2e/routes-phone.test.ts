import { routeSuite } from './support/route-suite';

routeSuite(390, 'phone');
