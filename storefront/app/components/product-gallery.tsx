import { UI_TIMINGS } from '@tradeshop/shared';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { thumbnailStripScrolls } from './thumbnail-strip';

/**
 * Follows the window's width, debounced as the spec says, once the page runs in the browser; null before
 * (on the server and without JavaScript the strip simply wraps).
 */
function useStripScrolls(thumbnails: number): boolean | null {
  const [scrolls, setScrolls] = useState<boolean | null>(null);
  useEffect(() => {
    const measure = () => setScrolls(thumbnailStripScrolls(thumbnails, window.innerWidth));
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, UI_TIMINGS.resizeDebounce);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [thumbnails]);
  return scrolls;
}

/** Scrolls `element` to `left` in exactly the spec's animation time (native smooth scrolling has no duration). */
function animateScroll(element: HTMLElement, left: number): void {
  const start = element.scrollLeft;
  const target = Math.max(0, Math.min(left, element.scrollWidth - element.clientWidth));
  if (target === start) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    element.scrollLeft = target;
    return;
  }
  const began = performance.now();
  // Snapping would pull every intermediate position to a thumbnail; it is switched off while the strip moves.
  element.style.scrollSnapType = 'none';
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / UI_TIMINGS.scrollAnimation);
    const eased = 1 - (1 - progress) ** 3;
    element.scrollLeft = start + (target - start) * eased;
    if (progress < 1) requestAnimationFrame(step);
    else element.style.scrollSnapType = '';
  };
  requestAnimationFrame(step);
}

/**
 * The main image and, when there are more, a strip of thumbnails. Each thumbnail links to its image (so the
 * gallery works without JavaScript) and swaps it in with a click or the arrow keys. With more than five
 * thumbnails in a wide window the strip shows five at a time and scrolls with its arrow buttons.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { messages: t, format } = useI18n();
  const [selected, setSelected] = useState(0);
  const strip = useRef<HTMLUListElement>(null);
  const scrolls = useStripScrolls(images.length);
  const current = images[selected] ?? images[0];
  if (!current) return <div className="product-gallery product-gallery--empty" />;

  const thumbnailAt = (index: number) =>
    strip.current?.querySelectorAll<HTMLAnchorElement>('.product-gallery__thumbnail')[index];

  const choose = (index: number, focus: boolean) => {
    const bounded = (index + images.length) % images.length;
    setSelected(bounded);
    const thumbnail = thumbnailAt(bounded);
    if (focus) thumbnail?.focus({ preventScroll: true });
    const list = strip.current;
    if (scrolls && list && thumbnail) {
      const item = thumbnail.parentElement as HTMLElement;
      if (item.offsetLeft < list.scrollLeft) animateScroll(list, item.offsetLeft);
      else if (item.offsetLeft + item.offsetWidth > list.scrollLeft + list.clientWidth)
        animateScroll(list, item.offsetLeft + item.offsetWidth - list.clientWidth);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: images.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next, true);
  };

  const page = (direction: 1 | -1) => {
    const list = strip.current;
    if (list) animateScroll(list, list.scrollLeft + direction * list.clientWidth);
  };

  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        <img src={current} alt={name} width={480} height={480} data-testid="gallery-main" />
      </div>
      {images.length > 1 ? (
        <div
          className={`product-gallery__strip${scrolls ? ' product-gallery__strip--scrolls' : ''}`}
          data-scrolls={scrolls ? 'true' : 'false'}
        >
          {scrolls ? (
            <StripArrow
              direction="previous"
              label={t.productDetail.previousImages}
              onClick={() => page(-1)}
            />
          ) : null}
          <ul
            id="product-thumbnails"
            ref={strip}
            className="product-gallery__thumbnails"
            aria-label={t.product.gallery}
            onKeyDown={onKeyDown}
          >
            {images.map((image, index) => (
              <li key={image}>
                <a
                  href={image}
                  className="product-gallery__thumbnail"
                  aria-current={index === selected ? 'true' : undefined}
                  // One tab stop for the strip once the arrow keys work; every link is one without JavaScript.
                  tabIndex={scrolls === null ? undefined : index === selected ? 0 : -1}
                  onClick={(event) => {
                    event.preventDefault();
                    choose(index, false);
                  }}
                >
                  <img
                    src={image}
                    alt={format(t.product.showImage, { index: index + 1 })}
                    width={72}
                    height={72}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
          {scrolls ? (
            <StripArrow direction="next" label={t.productDetail.nextImages} onClick={() => page(1)} />
          ) : null}
          <p className="visually-hidden" aria-live="polite">
            {format(t.productDetail.imagePosition, { index: selected + 1, count: images.length })}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function StripArrow({
  direction,
  label,
  onClick,
}: {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`product-gallery__arrow product-gallery__arrow--${direction}`}
      aria-label={label}
      aria-controls="product-thumbnails"
      onClick={onClick}
    >
      {direction === 'previous' ? '‹' : '›'}
    </button>
  );
}
