import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

/** A 24-unit stroke icon in the text colour; decorative, so hidden from assistive technology. */
function StrokeIcon({ className, size = 20, children }: IconProps & { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      className={className}
    >
      {children}
    </svg>
  );
}

export function SearchIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </StrokeIcon>
  );
}

export function CartIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 12.2a1.5 1.5 0 0 0 1.5 1.3h8.8a1.5 1.5 0 0 0 1.5-1.2L21 8H6.2" />
    </StrokeIcon>
  );
}

export function GlobeIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </StrokeIcon>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M6 6l12 12M18 6 6 18" />
    </StrokeIcon>
  );
}

export function MenuIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}

export function ChevronDownIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className} size={16}>
      <path d="m6 9 6 6 6-6" />
    </StrokeIcon>
  );
}

export function HeartIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
    </StrokeIcon>
  );
}

export function UserIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </StrokeIcon>
  );
}

/** Quick order: a list with lines to fill in. */
export function QuickOrderIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />
    </StrokeIcon>
  );
}

export function OrdersIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M14 3v5h5M9 13h7M9 17h5" />
    </StrokeIcon>
  );
}

/** The shop's mark: a battery with a bolt. */
export function LogoMark({ className }: IconProps) {
  return (
    <svg
      width="36"
      height="36"
      viewBox="0 0 36 36"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect x="3" y="8" width="27" height="20" rx="4" fill="currentColor" />
      <rect x="30" y="14" width="4" height="8" rx="1.5" fill="currentColor" />
      <path d="M18.5 10.5 11 19.5h6l-1.5 6 7.5-9h-6z" fill="var(--color-accent)" />
    </svg>
  );
}
