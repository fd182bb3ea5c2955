import { z } from 'zod';

/** spec 1 §5: both fields are required. Messages are catalogue keys, shown in the chosen language. */
export const loginFormSchema = z.object({
  userName: z.string().trim().min(1, 'login.userNameRequired'),
  password: z.string().min(1, 'login.passwordRequired'),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;
