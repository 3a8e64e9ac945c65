/* libFuzzer entry: any bytes at all as a monster file and as an item file.
 * The parsers must give errors or kinds, and never crash, leak or read past
 * the buffer (run with AddressSanitizer and UBSan: `make fuzz`). */
#include <stddef.h>
#include <stdint.h>

#include "murk/base/item.h"
#include "murk/base/kind.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct diag diag;
    struct kind_list kinds = {0};
    diag_clear(&diag);
    kind_list_parse(&kinds, (const char *)data, size, "fuzz", &diag);
    kind_list_free(&kinds);
    struct item_kind_list items = {0};
    diag_clear(&diag);
    item_kind_list_parse(&items, (const char *)data, size, "fuzz", &diag);
    item_kind_list_free(&items);
    return 0;
}
