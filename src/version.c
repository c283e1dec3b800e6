/* SPDX-License-Identifier: MIT */
/* The version of the library linked. */
#include "crib.h"

uint32_t crib_version_number(void)
{
    return CRIB_VERSION_NUMBER;
}

const char *crib_version_string(void)
{
    return CRIB_VERSION_STRING;
}
