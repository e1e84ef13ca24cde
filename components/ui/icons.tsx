/**
 * The site's icons, one home for each: decorative (`aria-hidden`), drawn in `currentColor`, sized
 * by the caller. A button that holds one names itself with `aria-label`.
 */

interface IconProps {
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string;
}

function Svg({ size, className, box, children }: IconProps & { box: number; children: React.ReactNode }) {
  return (
    <svg viewBox={`0 0 ${box} ${box}`} width={size} height={size} aria-hidden="true" className={className}>
      {children}
    </svg>
  );
}

/** A cross: closes a drawer, dismisses the announcement, clears a field. */
export function CloseIcon({ size = 16, className }: IconProps) {
  return (
    <Svg box={24} size={size} className={className}>
      <path
        fill="currentColor"
        d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
      />
    </Svg>
  );
}

/** A magnifying glass. */
export function SearchIcon({ size = 18, className }: IconProps) {
  return (
    <Svg box={20} size={size} className={className}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M14.4 14.4 19 19m-2.2-10.6a7.4 7.4 0 1 1-14.8 0 7.4 7.4 0 0 1 14.8 0Z"
      />
    </Svg>
  );
}

/** An arrow to the right: submits. */
export function ArrowRightIcon({ size = 16, className }: IconProps) {
  return (
    <Svg box={20} size={size} className={className}>
      <path fill="currentColor" d="M11 4l6 6-6 6-1.4-1.4L13.2 11H3V9h10.2L9.6 5.4z" />
    </Svg>
  );
}

/** Three lines: opens the menu. */
export function MenuIcon({ size = 24, className }: IconProps) {
  return (
    <Svg box={30} size={size} className={className}>
      <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
    </Svg>
  );
}

/** A chevron pointing up: back to the top. */
export function ChevronUpIcon({ size = 20, className }: IconProps) {
  return (
    <Svg box={24} size={size} className={className}>
      <path fill="currentColor" d="M7.4 15.4 12 10.8l4.6 4.6L18 14l-6-6-6 6z" />
    </Svg>
  );
}

/** A house: the home page. */
export function HomeIcon({ size = 16, className }: IconProps) {
  return (
    <Svg box={24} size={size} className={className}>
      <path
        fill="currentColor"
        d={
          'M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6' +
          'a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z'
        }
      />
    </Svg>
  );
}

/** A globe: languages. */
export function GlobeIcon({ size = 18, className }: IconProps) {
  return (
    <Svg box={24} size={size} className={className}>
      <path
        fill="currentColor"
        d={
          'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8z' +
          'M12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4z' +
          'M4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3z' +
          'm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8z' +
          'm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4z' +
          'm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4z' +
          'm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6z' +
          'm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4z'
        }
      />
    </Svg>
  );
}

/** A sun (the dark theme is on: switch to light) or a moon. */
export function ThemeIcon({ dark, size = 20, className }: IconProps & { dark: boolean }) {
  return (
    <Svg box={24} size={size} className={className}>
      {dark ? (
        <path
          fill="currentColor"
          d={
            'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0-5 1 3h-2l1-3zm0 20-1-3h2l-1 3z' +
            'M2 12l3-1v2l-3-1zm20 0-3 1v-2l3 1z' +
            'M4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8zm14.2 14.2-2.8-1.4 1.4-1.4 1.4 2.8zM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4z' +
            'M19.1 4.9l-1.4 2.8-1.4-1.4 2.8-1.4z'
          }
        />
      ) : (
        <path fill="currentColor" d="M9.4 3.3A9 9 0 1 0 20.7 14.6 7 7 0 0 1 9.4 3.3z" />
      )}
    </Svg>
  );
}
