import { type ComponentProps, useId } from 'react';
import { uiStrings } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/format.client';
import { KitStyle } from './kit-styles';

/**
 * An image of the docs that opens larger: the image is a button that shows a popover (HTML's
 * `popover`, no JavaScript) holding the same image fitted to the window; Escape, a click on it or
 * outside it closes it. The popover sits in the top layer, so nothing on the page moves, and its
 * copy of the image is lazy: the browser fetches nothing more until it opens (the same URL, cached).
 */
export function ZoomImage({ alt = '', src, locale, ...rest }: ComponentProps<'img'> & { locale?: string }) {
  const id = `zoom-${useId().replace(/[^\w-]/g, '')}`;
  // biome-ignore lint/performance/noImgElement: the writer's image as written (a static export has no image optimizer).
  if (!src) return <img alt={alt} {...rest} />;
  const t = uiStrings(locale);
  const label = alt ? fill(t['image.enlargeAlt'], { alt }) : t['image.enlarge'];
  return (
    <>
      <KitStyle sheet="zoom" />
      <button type="button" className="zoom-trigger" popoverTarget={id} aria-label={label}>
        {/* biome-ignore lint/performance/noImgElement: the writer's image as written (no image optimizer in the export). */}
        <img alt={alt} src={src} {...rest} />
      </button>
      <span id={id} popover="auto" className="zoom-overlay" role="dialog" aria-label={alt || t['image.enlarged']}>
        <button
          type="button"
          className="zoom-close"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={t['image.close']}
        >
          {/* biome-ignore lint/performance/noImgElement: the same file, fitted to the window. */}
          <img alt="" src={src} loading="lazy" decoding="async" />
        </button>
      </span>
    </>
  );
}
