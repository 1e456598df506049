import { LOCALE_NAMES } from '@tradeshop/shared';
import { useI18n } from '../../i18n/use-i18n';

/**
 * A product video that plays in the page (storefront spec §2: product detail videos): the shop's own clip with the
 * product's drawing as its poster and captions in the page language, or a clip of the media library. A video
 * the shop does not host itself is offered as a link.
 */
export function ProductVideo({ url, title }: { url: string; title: string }) {
  const { locale } = useI18n();
  const own = url.startsWith('/media/videos/') && url.endsWith('.svg');
  // A clip from the media library (MP4 or WebM, checked by its bytes when uploaded) plays as it is.
  if (url.startsWith('/media/assets/')) {
    return (
      <figure className="product-video">
        <video controls preload="metadata" src={url} width={640} height={360} aria-label={title} />
        <figcaption>{title}</figcaption>
      </figure>
    );
  }
  if (!own) {
    return (
      <figure className="product-video">
        <figcaption>
          <a href={url} target="_blank" rel="noopener">
            {title}
          </a>
        </figcaption>
      </figure>
    );
  }
  const base = url.slice(0, -'.svg'.length);
  return (
    <figure className="product-video">
      <video
        controls
        preload="metadata"
        poster={url}
        width={640}
        height={360}
        aria-label={title}
        crossOrigin="anonymous"
      >
        <source src={`${base}.webm`} type="video/webm" />
        <track
          kind="captions"
          src={`${base}.${locale}.vtt`}
          srcLang={locale}
          label={LOCALE_NAMES[locale]}
          default
        />
      </video>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
