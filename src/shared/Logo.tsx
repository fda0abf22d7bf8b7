import React from "react";

interface LogoProps {
  className?: string;
  size: number;
  /** The accessible name; without one the logo is decorative (hidden from assistive technology). */
  label?: string;
}

/** The Stan logo, inline: the page paints without waiting for a request of its own. */
export function Logo({ className, size, label }: LogoProps) {
  const accessibility = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg className={className} viewBox="0 0 64 64" width={size} height={size} {...accessibility}>
      <rect width="64" height="64" rx="14" fill="#3f37c9" />
      <path
        d="M44 20.5c-2.6-3-6.9-4.5-11.6-4.5-7 0-12.1 3.6-12.1 9 0 5 4 7.3 11 8.7 5.5 1.1 7.4 2.1 7.4 4.3 0 2.4-2.6 3.9-6.6 3.9-4.3 0-7.9-1.6-10.3-4.5"
        fill="none"
        stroke="#fff"
        strokeWidth="5.5"
        strokeLinecap="round"
      />
      <circle cx="44" cy="46" r="4.5" fill="#fdba74" />
      <circle cx="20" cy="18" r="4.5" fill="#fdba74" />
    </svg>
  );
}
