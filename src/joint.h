/* SPDX-License-Identifier: MIT */
/* The expert's joint search of the opponent's drawn hands (joint.c). */
#ifndef CRIB_JOINT_H
#define CRIB_JOINT_H

#include "peg_problem.h"

/* Both models' hands drawn and searched jointly, each legal rank's summed value into sum[]
 * and what the values are to be divided by into *norm; 0, with nothing searched, when more
 * hands are drawn than the joint search takes (not reached). */
int crib_joint_search(const peg_problem *p, uint64_t seed, unsigned legal, double sum[13],
                      double *norm);

/* The value of the problem's root (whoever moves there: my go, or the opponent's lead with
 * their_turn) over both models' drawn hands searched jointly, into *value; 0, with nothing
 * searched, when more hands are drawn than the joint search takes (or none has a weight). */
int crib_joint_value(const peg_problem *p, uint64_t seed, double *value);

#endif
