/* Enchanted items by name (enchant.h). */
#include "murk/base/enchant.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

void item_name_enchanted(const struct item_lore *lore, const struct item_kind_list *kinds, int kind,
                         int count, int enchant, char *out, size_t n)
{
    char plain[ITEM_NAME_MAX];
    item_name_count(lore, kinds, kind, count, plain, sizeof plain);
    if (enchant == 0 || n == 0) {
        snprintf(out, n, "%s", plain);
        return;
    }
    /* The "+N" goes after what counts the items: "a" ("an arrow" becomes
     * "a +1 arrow"), a number ("3 daggers"), or nothing (armour). */
    const char *rest = plain;
    char head[16] = "";
    if (strncmp(plain, "a ", 2) == 0 || strncmp(plain, "an ", 3) == 0) {
        rest = strchr(plain, ' ') + 1;
        snprintf(head, sizeof head, "a ");
    } else if (isdigit((unsigned char)plain[0]) && strchr(plain, ' ')) {
        rest = strchr(plain, ' ') + 1;
        snprintf(head, sizeof head, "%.*s ", (int)(rest - plain - 1), plain);
    }
    snprintf(out, n, "%s%+d %s", head, enchant, rest);
}

void item_pack_name(const struct pack *pack, const struct item_lore *lore,
                    const struct item_kind_list *kinds, int slot, char *out, size_t n)
{
    if (slot < 0 || slot >= pack->count || !item_kind_valid(kinds, pack->kinds[slot])) {
        if (n > 0)
            out[0] = '\0';
        return;
    }
    item_name_enchanted(
        lore, kinds, pack->kinds[slot], item_pack_count(pack, slot), pack->enchant[slot], out, n);
}
