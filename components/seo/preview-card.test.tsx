import { describe, expect, it } from 'vitest';
import { ogFontsFor } from '@/lib/assets/og-fonts';
import { PreviewCard, type PreviewCardProps, rtlRuns } from './preview-card';

const SIZE = { width: 1200, height: 630 };

/** The card as app/og/[...path]/route.tsx wrote it inline before right-to-left cards: the English reference. */
function englishCardBefore({ brand, heading, title, description, host }: PreviewCardProps) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: '#ffffff',
        borderTop: `24px solid ${brand}`,
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, color: brand, fontWeight: 700 }}>{heading}</div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div
          style={{
            display: 'flex',
            fontSize: title.length > 48 ? 60 : 76,
            fontWeight: 700,
            color: '#1c1e21',
            lineHeight: 1.1,
          }}
        >
          {title}
        </div>
        {description && (
          <div style={{ display: 'flex', fontSize: 30, color: '#525860', lineHeight: 1.35 }}>{description}</div>
        )}
      </div>
      <div style={{ display: 'flex', fontSize: 26, color: '#525860' }}>{host}</div>
    </div>
  );
}

const english: PreviewCardProps = {
  brand: '#2e8555',
  heading: 'Acme Developer Docs · Docs',
  title: 'Introduction',
  description: 'Install the SDK in one script tag.',
  host: 'docs.acme.test',
  direction: 'ltr',
};
const arabic: PreviewCardProps = {
  ...english,
  heading: 'Acme Developer Docs · المستندات',
  title: 'مقدمة إلى حزمة التطوير',
  description: 'ثبّت الحزمة في سطر واحد.',
  direction: 'rtl',
};

async function png(card: React.ReactElement, texts: string[]) {
  const { ImageResponse } = await import('next/og');
  const fonts = ogFontsFor(texts)?.fonts;
  return Buffer.from(await new ImageResponse(card, { ...SIZE, ...(fonts && { fonts }) }).arrayBuffer());
}

describe('rtlRuns', () => {
  it('keeps right-to-left words apart and left-to-right runs whole, in reading order', () => {
    expect(rtlRuns('مقدمة إلى حزمة التطوير')).toEqual(['مقدمة', 'إلى', 'حزمة', 'التطوير']);
    expect(rtlRuns('Acme Developer Docs · المستندات')).toEqual(['Acme Developer Docs', '·', 'المستندات']);
    expect(rtlRuns('docs.acme.test')).toEqual(['docs.acme.test']);
    expect(rtlRuns('  ')).toEqual([]);
  });
});

describe('the preview card', () => {
  it('is, for a left-to-right page, the element and the PNG it was (the images’ cache key too)', async () => {
    const card = PreviewCard(english);
    expect(card).toEqual(englishCardBefore(english));
    expect(JSON.stringify(card.props)).not.toMatch(/direction"|textAlign|flex-end/);
    const texts = [english.heading, english.title, english.description ?? ''];
    expect((await png(card, texts)).equals(await png(englishCardBefore(english), texts))).toBe(true);
  });

  it('is mirrored for a right-to-left page: direction rtl, each line aligned right', async () => {
    const card = PreviewCard(arabic);
    const styles: Array<React.CSSProperties> = [];
    const walk = (el: unknown) => {
      if (!el || typeof el !== 'object' || !('props' in el)) return;
      const props = (el as { props: { style?: React.CSSProperties; children?: unknown } }).props;
      if (props.style) styles.push(props.style);
      for (const child of [props.children].flat()) walk(child);
    };
    walk(card);
    expect(styles[0]).toMatchObject({ direction: 'rtl', textAlign: 'right', alignItems: 'flex-end' });
    // The heading, title, description and host: each line's words laid out from the right edge.
    const lines = styles.filter((s) => s.fontSize);
    expect(lines).toHaveLength(4);
    for (const style of lines) expect(style).toMatchObject({ flexDirection: 'row-reverse', flexWrap: 'wrap' });
    const texts = [arabic.heading, arabic.title, arabic.description ?? ''];
    const mirrored = await png(card, texts);
    expect(mirrored.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(mirrored.equals(await png(englishCardBefore(arabic), texts))).toBe(false);
  });
});
