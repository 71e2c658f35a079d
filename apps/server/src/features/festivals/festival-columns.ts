import { festivals } from '../../db/schema';

/** What every read of a festival selects about the festival itself, whatever it adds. */
export const festivalColumns = {
  id: festivals.id,
  key: festivals.key,
  name: festivals.name,
  nameHi: festivals.nameHi,
  kind: festivals.kind,
  regions: festivals.regions,
};
