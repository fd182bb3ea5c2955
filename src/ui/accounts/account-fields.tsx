/** spec 2 §3: the four optional e-mail addresses of a merchant or carrier, in the form's order. */
export const accountEmailNames = ['notificationEmail', 'supportEmail', 'billingEmail', 'commercialEmail'] as const;
