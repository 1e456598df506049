import { useState } from 'react';
import { useI18n } from '../i18n/use-i18n';

/** The main image and, when there are more, thumbnails that link to each image (and swap it in with JavaScript). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { messages: t, format } = useI18n();
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return <div className="product-gallery product-gallery--empty" />;

  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        <img src={current} alt={name} width={480} height={480} />
      </div>
      {images.length > 1 ? (
        <ul className="product-gallery__thumbnails" aria-label={t.product.gallery}>
          {images.map((image, index) => (
            <li key={image}>
              <a
                href={image}
                className="product-gallery__thumbnail"
                aria-current={index === selected ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setSelected(index);
                }}
              >
                <img
                  src={image}
                  alt={format(t.product.showImage, { index: index + 1 })}
                  width={72}
                  height={72}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
