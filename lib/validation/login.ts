import { z } from '@/lib/validation/zod';
import { currentPasswordField, emailField } from './fields';

export const loginSchema = z.object({
  email: emailField,
  password: currentPasswordField,
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;
