import type { Certification } from '../../content';
import { certificatePreviewPath } from '../../content/certifications';
import { useContent } from '../../i18n/contentContext';
import { imageSizes } from '../../lib/imageSizes';
import { externalLinkProps } from '../../lib/links';

/**
 * A 280 px card that opens the certificate's PDF in a new tab. Its accessible name comes from
 * what it shows (title and issuer) plus hidden words that say what the link does, so speech
 * users can activate it by saying the visible title.
 */
export function CertificationCard({ certification }: { certification: Certification }) {
  const { certificationCategoryInfo, ui } = useContent();
  const category = certificationCategoryInfo[certification.category];
  return (
    <a
      href={certification.pdfPath}
      {...externalLinkProps}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-contrast/10 bg-panel/80 transition hover:border-accent-strong/40 hover:shadow-xl hover:shadow-accent/5"
    >
      <div className="relative h-[200px] overflow-hidden border-b border-contrast/10 bg-slate-100">
        <img
          src={certificatePreviewPath(certification)}
          alt=""
          width={imageSizes.certificatePreview.width}
          height={imageSizes.certificatePreview.height}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="size-full object-cover object-top transition duration-500 ease-out motion-safe:group-hover:scale-[1.03]"
        />
        <span
          aria-hidden="true"
          className="absolute top-3 start-3 inline-flex items-center gap-1.5 rounded-full bg-canvas/85 px-3 py-1 text-xs font-semibold text-accent ring-1 ring-contrast/15 backdrop-blur"
        >
          <span>{category.emoji}</span>
          {category.label}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <span className="sr-only">{ui.certifications.openCertificate}</span>
        <h3 className="line-clamp-2 text-base leading-snug font-semibold transition group-hover:text-accent-strong">
          {certification.title}
        </h3>
        <p className="mt-2 text-sm text-muted">{certification.issuer}</p>
        <span className="sr-only">{ui.certifications.pdfInNewTab}</span>
      </div>
    </a>
  );
}
