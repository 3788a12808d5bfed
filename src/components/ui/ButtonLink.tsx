import type { AnchorHTMLAttributes, ReactNode } from 'react';

type Variant = 'primary' | 'secondary';
type Size = 'md' | 'sm';

const variantClasses: Record<Variant, string> = {
  primary:
    'bg-gradient-to-r from-cyan-400 via-violet-400 to-fuchsia-400 text-ink-950 shadow-lg shadow-cyan-500/20 hover:brightness-110',
  secondary:
    'border border-white/15 bg-white/5 text-white hover:border-cyan-300/60 hover:bg-white/10',
};

const sizeClasses: Record<Size, string> = {
  md: 'px-6 py-3',
  sm: 'px-5 py-2.5',
};

interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: Variant;
  size?: Size;
  children: ReactNode;
}

/** A link that looks like a button: for in-page anchors and outside links, never for actions. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className = '',
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <a
      className={`inline-flex items-center justify-center gap-2 rounded-full text-sm font-semibold transition ${sizeClasses[size]} ${variantClasses[variant]} ${className}`}
      {...rest}
    >
      {children}
    </a>
  );
}
