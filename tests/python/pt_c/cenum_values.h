/* C constants for the CEnumType test (test_pytensor_params.py): C's values differ from the
 * Python-side numbering on purpose. */
#ifndef TL_TEST_CENUM_VALUES_H
#define TL_TEST_CENUM_VALUES_H
#define MILLION 1000000
#define BILLION 1000000000
#define TWO_BILLIONS 2000000000
#endif
