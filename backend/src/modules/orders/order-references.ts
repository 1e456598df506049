/** The shopper's own references of an order, as the checkout collects them and the order keeps them. */
export interface OrderReferences {
  ownOrderNumber: string | null;
  reference: string | null;
  comment: string | null;
  additionalMarking: string | null;
  preferredDeliveryDate: string | null;
  completeDelivery: boolean;
}

/** The references of a checkout in progress or of a placed order, with the gaps made explicit. */
export function orderReferences(source: {
  ownOrderNumber?: string | null;
  reference?: string | null;
  comment?: string | null;
  additionalMarking?: string | null;
  preferredDeliveryDate?: string | null;
  completeDelivery?: boolean;
}): OrderReferences {
  return {
    ownOrderNumber: source.ownOrderNumber ?? null,
    reference: source.reference ?? null,
    comment: source.comment ?? null,
    additionalMarking: source.additionalMarking ?? null,
    preferredDeliveryDate: source.preferredDeliveryDate ?? null,
    completeDelivery: source.completeDelivery ?? false,
  };
}
