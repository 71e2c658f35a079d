import { z } from 'zod';

/** A category's or sub-category's name, as created and as renamed. */
export const catalogNameField = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters');
