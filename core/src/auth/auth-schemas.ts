import { z } from 'zod';
import {
  INVALID_EMAIL,
  PASSWORD_MAX_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
  passwordProblem,
} from './password-rules';

const email = z.string().trim().max(254).email(INVALID_EMAIL);

const newPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The session token the client keeps (spec 3). */
export const sessionTokenSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.string(),
});
export type SessionTokenData = z.infer<typeof sessionTokenSchema>;

export const loginInputSchema = z.strictObject({
  email: z.string().trim().min(1, 'Please provide your email address').max(254),
  password: z.string().min(1, 'Please provide your password').max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginOutputSchema = z.object({ token: sessionTokenSchema, redirectUrl: z.string().optional() });

export const registerInputSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Please provide your name').max(100),
    email,
    password: newPassword,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
    tos: z.literal(true, { error: 'Please accept the terms of service' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const registerOutputSchema = z.object({
  token: sessionTokenSchema,
  redirectUrl: z.string(),
  confirmationRedirect: z.string().optional(),
});

export const refreshOutputSchema = sessionTokenSchema;

export const requestTokenInputSchema = z
  .strictObject({ email, confirmEmail: z.string().trim().max(254) })
  .refine((v) => v.email.toLowerCase() === v.confirmEmail.toLowerCase(), {
    message: 'Emails do not match.',
    path: ['confirmEmail'],
  });
export type RequestTokenInput = z.infer<typeof requestTokenInputSchema>;

/** The same answer whether or not the email belongs to an account; `message` is shown on screen. */
export const requestTokenOutputSchema = z.object({ message: z.string() });

export const resetPasswordInputSchema = z
  .strictObject({
    password: newPassword,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
    token: z.string().min(1).max(200),
    id: z.string().uuid(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** The landing page's admin unlock box: a signed-in admin types their password again. */
export const adminUnlockInputSchema = z.strictObject({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export const adminUnlockOutputSchema = z.object({ unlockedUntil: z.string() });
