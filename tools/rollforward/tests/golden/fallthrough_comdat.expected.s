	.section	.text._Z4leafv,"axG",@progbits,_Z4leafv,comdat
	.p2align	4
	.weak	_Z4leafv
	.type	_Z4leafv, @function
_Z4leafv:
	.cfi_startproc
.Lhbrf_f0_0:
	movq	%fs:0, %rax
.Lhbrf_f0_1:
	testq	%rax, %rax
.Lhbrf_f0_2:
	jg	.L5
.Lhbrf_f0_3:
	call	hb_detail_poll
.L5:
.Lhbrf_f0_4:
	cmpl	$2, %edi
.Lhbrf_f0_5:
	ja	.L7
.Lhbrf_f0_6:
	leaq	.L4(%rip), %rdx
.Lhbrf_f0_7:
	movslq	(%rdx,%rdi,4), %rax
.Lhbrf_f0_8:
	addq	%rdx, %rax
.Lhbrf_f0_9:
	notrack jmp	*%rax
.Lhbrf_fe0_0:
	.section	.rodata._Z4leafv,"aG",@progbits,_Z4leafv,comdat
	.align	4
.L4:
	.long	.L5-.L4
	.long	.L7-.L4
	.long	.L7-.L4
	.section	.text._Z4leafv,"axG",@progbits,_Z4leafv,comdat
.L7:
.Lhbrf_f0_10:
	ret
	.cfi_endproc
	.size	_Z4leafv, .-_Z4leafv
.Lhbrf_fe0_1:
	.section	.text._Z4leafv,"axG",@progbits,_Z4leafv,comdat
	.type	_Z4leafv.hbrf, @function
_Z4leafv.hbrf:
	.cfi_startproc
.Lhbrf_c0_0:
	movq	%fs:0, %rax
.Lhbrf_c0_1:
	testq	%rax, %rax
.Lhbrf_c0_2:
.Lhbrf_c0_3:
	call	hb_detail_poll
	jmp	.Lhbrf_f0_4
.L5.hbrf:
.Lhbrf_c0_4:
	cmpl	$2, %edi
.Lhbrf_c0_5:
	ja	.L7.hbrf
.Lhbrf_c0_6:
	leaq	.L4.hbrf(%rip), %rdx
.Lhbrf_c0_7:
	movslq	(%rdx,%rdi,4), %rax
.Lhbrf_c0_8:
	addq	%rdx, %rax
.Lhbrf_c0_9:
	notrack jmp	*%rax
.Lhbrf_ce0_0:
	.section	.rodata._Z4leafv,"aG",@progbits,_Z4leafv,comdat
	.align	4
.L4.hbrf:
	.long	.L5.hbrf-.L4.hbrf
	.long	.L7.hbrf-.L4.hbrf
	.long	.L7.hbrf-.L4.hbrf
	.section	.text._Z4leafv,"axG",@progbits,_Z4leafv,comdat
.L7.hbrf:
.Lhbrf_c0_10:
	ret
	.cfi_endproc
	.size	_Z4leafv.hbrf, .-_Z4leafv.hbrf
.Lhbrf_ce0_1:
	.section	hb_rollforward,"aG",@progbits,_Z4leafv,comdat
	.balign 4
	.long	0x46524248
	.long	10
	.long	10
	.long	.Lhbrf_fe0_0 - .
	.long	.Lhbrf_ce0_0 - .
	.long	.Lhbrf_f0_0 - .
	.long	.Lhbrf_c0_0 - .
	.long	.Lhbrf_f0_1 - .
	.long	.Lhbrf_c0_1 - .
	.long	.Lhbrf_f0_2 - .
	.long	.Lhbrf_c0_2 - .
	.long	.Lhbrf_f0_3 - .
	.long	.Lhbrf_c0_3 - .
	.long	.Lhbrf_f0_4 - .
	.long	.Lhbrf_c0_4 - .
	.long	.Lhbrf_f0_5 - .
	.long	.Lhbrf_c0_5 - .
	.long	.Lhbrf_f0_6 - .
	.long	.Lhbrf_c0_6 - .
	.long	.Lhbrf_f0_7 - .
	.long	.Lhbrf_c0_7 - .
	.long	.Lhbrf_f0_8 - .
	.long	.Lhbrf_c0_8 - .
	.long	.Lhbrf_f0_9 - .
	.long	.Lhbrf_c0_9 - .
	.long	0x46524248
	.long	1
	.long	1
	.long	.Lhbrf_fe0_1 - .
	.long	.Lhbrf_ce0_1 - .
	.long	.Lhbrf_f0_10 - .
	.long	.Lhbrf_c0_10 - .
	.section	.text._Z4leafv,"axG",@progbits,_Z4leafv,comdat
	.section	.note.GNU-stack,"",@progbits
