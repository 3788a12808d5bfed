-- An email address holds no character no one sees. Unicode's control (Cc) and format (Cf)
-- characters, such as bidi overrides and zero-width spaces, only make an address show as another
-- one: 'support@\u202emoc.epirts\u202c' shows as 'support@stripe.com' in the inbox and the owner's
-- email. The class below is whitespace (JavaScript's \s), '@', and every Cc and Cf code point
-- (Unicode 17), as src/shared/contact.ts's EMAIL_PATTERN says; contact.test.ts proves the two
-- agree on every character. NOT VALID: an address stored before stays, and every new or changed
-- row is checked.
alter table public.contact_messages drop constraint contact_messages_email_shape;
alter table public.contact_messages add constraint contact_messages_email_shape
  check (email ~ '^[^\u0001-\u0020@\u007f-\u00a0\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u2066-\u206f\u3000\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]+@[^\u0001-\u0020@\u007f-\u00a0\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u2066-\u206f\u3000\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]+\.[^\u0001-\u0020@\u007f-\u00a0\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u2066-\u206f\u3000\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]+$') not valid;
