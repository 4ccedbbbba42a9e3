/* C constants for test_params.py's CEnumType op (as PyTensor's tests/link/c/c_code/test_cenum.h). */
#ifndef TWINLINK_TEST_PARAMS_CENUM_H
#define TWINLINK_TEST_PARAMS_CENUM_H

#define MILLION 1000000
#define BILLION 1000000000
#define TWO_BILLIONS 2000000000

#endif
