/**
 * The titles of key columns: codes and numbers, batches, dates and times, amounts, quantities, statuses, versions.
 * A user reads these values whole, so a list never cuts them with an ellipsis nor breaks them over two lines: the
 * column is as wide as its widest value (issue 25, "lists never hide data").
 */
export const KEY_COLUMN_TITLE =
  /(编号|编码|单号|号码|流水号|批次|批次号|日期|时间|有效期至|失效|金额|成本|单价|数量|子项数|预留|可用|在途|结存|库存|状态|版本)$/;

/** Whether a column titled `title` holds a key value (a title that is not plain text is not one). */
export function isKeyColumnTitle(title: unknown): boolean {
  return typeof title === 'string' && KEY_COLUMN_TITLE.test(title.trim());
}
